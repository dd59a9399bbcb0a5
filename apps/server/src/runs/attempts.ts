import type { RunHistoryStore, RunRecord } from '../store/store.ts';

/**
 * Whether a player's next run of a puzzle may rank (docs/fair-play.md#one-attempt-at-a-daily).
 * A daily is one board for everyone for a day: once a player has seen it (any earlier run of
 * theirs, solo or in a race, ranked or not), another attempt would rank on knowing the board, so
 * only their first run of a daily counts, and only when it starts within the daily's own day
 * (UTC): a past daily's replays are public, so its board takes no new run. On any other puzzle
 * every run may rank, and the best one counts.
 */
export const ranksNext = (daily: string | null, startDay: string, earlierRuns: number): boolean => daily === null || (daily === startDay && earlierRuns === 0);

export interface Attempts {
  /** The day whose daily the puzzle is, else null. */
  readonly daily: string | null;
  /** The player's newest runs of the puzzle, newest first. */
  readonly runs: readonly RunRecord[];
  readonly nextRunRanked: boolean;
}

/**
 * A player's runs of one puzzle (at most `limit`), and whether one started on `startDay` would
 * rank. `dayOf`: which day the puzzle is the daily of (`DailyDays.dayOf`).
 */
export async function attemptsOf(
  store: RunHistoryStore,
  dayOf: (puzzleId: string) => Promise<string | null>,
  playerId: string,
  puzzleId: string,
  limit: number,
  startDay: string,
): Promise<Attempts> {
  const [daily, runs] = await Promise.all([dayOf(puzzleId), store.runsOfPlayerOn(playerId, puzzleId, limit)]);
  return { daily, runs, nextRunRanked: ranksNext(daily, startDay, runs.length) };
}
