import type { HumanPace } from '../../fair-play/human-pace.ts';
import type { Params } from './params.ts';

/**
 * `walls` ranks by score, so no time is a ceiling to it (and no community publishes one): its
 * runs are judged by their intervals alone. Each wall is a cell chosen and clicked on a maze
 * whose path it changes: 80 ms a wall, kept up over a run, is beyond people.
 */
export const wallsPace: HumanPace<Params> = {
  floorMs: 80,
  bestMs: () => null,
};
