import type { HumanPace } from '../../fair-play/human-pace.ts';
import type { Params } from './params.ts';

/**
 * No speed community publishes pipes records, so the ceiling is derived, and low on purpose: a
 * person makes at least par's rotations, and clicking tile after tile, each aimed, takes a
 * person 50 ms at the very least (fast players of click-to-rotate pipe puzzles hold 5 to 10
 * clicks a second; 50 ms is 20 a second, which nobody keeps up).
 */
const FLOOR_MS = 50;

export const pipesPace: HumanPace<Params> = {
  floorMs: FLOOR_MS,
  bestMs: (_params, par) => (par === null ? null : par * FLOOR_MS),
};
