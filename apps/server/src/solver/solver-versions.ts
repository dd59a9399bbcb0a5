import { rulesOf, type GameName } from '@gridrace/core';

/** Whether a par found by solver `version` of `game` is due to be solved again (the rules' `solverVersion`). */
export const isOutdated = (game: GameName, version: number): boolean => version < rulesOf(game).solverVersion;
