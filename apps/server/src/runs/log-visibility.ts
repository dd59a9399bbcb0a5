import { nextDay } from '../puzzles/daily.ts';
import type { RunRecord } from '../store/store.ts';

/** Why a run's log is withheld from an asker (the `RunLogHidden` of the REST API), or null when it is shown. */
export interface LogHidden {
  readonly reason: 'in_play' | 'daily_in_progress';
  /** When the log becomes public (epoch ms); null for a run in play, whose end is not known. */
  readonly publicAt: number | null;
}

/**
 * Who may read a run's log move by move. Its player always. Anyone else: not while it is in
 * play (a racer or a daily player would be watched, or copied, as they play), and not for a
 * daily until its day (UTC) is over (the day's leaderboard shows the times meanwhile).
 * `viewerId` is the asker's player id (null: anonymous); `dailyDate` the day whose daily the
 * run's puzzle is (null: no daily).
 */
export function hiddenLog(run: Pick<RunRecord, 'playerId' | 'status'>, dailyDate: string | null, viewerId: string | null, now: number): LogHidden | null {
  if (viewerId !== null && viewerId === run.playerId) return null;
  if (run.status === 'playing') return { reason: 'in_play', publicAt: null };
  if (dailyDate === null) return null;
  const dayEnds = Date.parse(`${nextDay(dailyDate)}T00:00:00Z`);
  return now < dayEnds ? { reason: 'daily_in_progress', publicAt: dayEnds } : null;
}
