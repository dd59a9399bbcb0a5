import type { GameName } from '@gridrace/core';

/**
 * The version of each game's par solver. Par is stored with the version that found it; when
 * a game's solver finds better pars (or, for `same`, a best-known score), its version goes up
 * here and rows found by an older one are solved again in the background when next opened.
 * `fifteen` 2: near-optimal 5x5 and 6x6 par. `same` 2: the points search and best-known score.
 */
export const SOLVER_VERSIONS: Readonly<Record<GameName, number>> = { fifteen: 2, same: 2, pipes: 1, walls: 1 };

/** Whether a par found by solver `version` of `game` is due to be solved again. */
export const isOutdated = (game: GameName, version: number): boolean => version < SOLVER_VERSIONS[game];
