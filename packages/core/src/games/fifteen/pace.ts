import type { HumanPace } from '../../fair-play/human-pace.ts';
import type { Params } from './params.ts';

/**
 * The fastest sliding-puzzle solvers' figures, as their community publishes them: the slidysim
 * leaderboards (slidysim.github.io) and the 15 puzzle threads of speedsolving.com. Around 2024
 * the single-solve records stood near 0.4 s (3x3), 3 s (4x4), 8 s (5x5) and 17 s (6x6), on
 * random scrambles, by mouse, at peak rates of 25 to 30 tiles a second; ben1996123's 8x8 in
 * 52.4 s at 12.5 tiles a second and his 10x10 average of 1:45.6 at 17.9 show what a whole run
 * sustains. The ceilings below sit under those records, so that a record-breaking person is
 * still not flagged by them.
 */
const RECORD_CEILING_MS: Readonly<Record<number, number>> = { 3: 300, 4: 2_500, 5: 6_000, 6: 12_000 };

/** A request every 33 ms is 30 a second: the peak rate of the best solvers, kept up over a run by nobody. */
const FLOOR_MS = 33;

export const fifteenPace: HumanPace<Params> = {
  floorMs: FLOOR_MS,
  // An easy board (a described one a few moves from home) is solved faster than a record on a
  // random scramble: its par, each move at the floor, bounds it too.
  bestMs: ({ size }, par) => {
    const record = RECORD_CEILING_MS[size] ?? null;
    if (par === null) return record;
    return Math.min(record ?? Number.POSITIVE_INFINITY, par * FLOOR_MS);
  },
};
