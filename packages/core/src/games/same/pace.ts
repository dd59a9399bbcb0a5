import type { HumanPace } from '../../fair-play/human-pace.ts';
import type { Params } from './params.ts';

/**
 * `same` ranks by score, so no time is a ceiling to it (and no community publishes one): its
 * runs are judged by their intervals alone. Each click clears a group the player must first find
 * on a board that changed under it: 80 ms a click, kept up over a run, is beyond people.
 */
export const samePace: HumanPace<Params> = {
  floorMs: 80,
  bestMs: () => null,
};
