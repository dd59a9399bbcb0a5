import type { PuzzlesStore, RunHistoryStore, RunRecord } from '../store/store.ts';

/**
 * Whether a player's next run of a puzzle may rank. A daily is one board for everyone for a
 * day: once a player has seen it (any earlier run of theirs, a race's included), another
 * attempt would rank on knowing the board, so only their first run of a daily counts (the
 * one run per player and puzzle of docs/runs.md#ranking). On any other puzzle every run may rank, and the
 * best one counts.
 */
export const ranksNext = (daily: string | null, earlierRuns: number): boolean => daily === null || earlierRuns === 0;

export interface Attempts {
  /** The day whose daily the puzzle is, else null. */
  readonly daily: string | null;
  /** The player's newest runs of the puzzle, newest first. */
  readonly runs: readonly RunRecord[];
  readonly nextRunRanked: boolean;
}

/** A player's runs of one puzzle (at most `limit`), and whether one started now would rank. */
export async function attemptsOf(store: PuzzlesStore & RunHistoryStore, playerId: string, puzzleId: string, limit: number): Promise<Attempts> {
  const [daily, runs] = await Promise.all([store.dailyDateOf(puzzleId), store.runsOfPlayerOn(playerId, puzzleId, limit)]);
  return { daily, runs, nextRunRanked: ranksNext(daily, runs.length) };
}
