import type { GameName } from '@gridrace/core';

/**
 * Whether a game's par takes the solver long enough for a player to notice: a `walls` par
 * is a work-bounded search of about a second; the others take milliseconds (fifteen's
 * pattern-database search, pipes' exact search, same's known clearing).
 */
export const hasSlowPar = (game: GameName): boolean => game === 'walls';
