import type { RunSnapshot } from '../../client/run-controller.ts';

/** Why a run does not rank, in a player's words; null when it ranks. */
export const unrankedWhy = (run: Pick<RunSnapshot, 'ranked' | 'hinted'>): string | null => (run.ranked ? null : run.hinted ? 'hint used' : 'daily played before');

/**
 * The way to another run of the puzzle, and what that run would count for: on a daily only
 * the first run ranks (the server's word, `againRanked`); elsewhere the best run counts.
 */
export function againChoice(run: Pick<RunSnapshot, 'againRanked'>): { readonly label: string; readonly note: string } {
  return run.againRanked
    ? { label: 'Play again', note: 'Your best run of this puzzle counts.' }
    : { label: 'Play again, unranked', note: 'Only your first run of a daily counts: another one is for practice, off the leaderboard.' };
}
