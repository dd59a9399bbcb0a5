import type { LogRecord, RatingsStore, RunsStore } from '../store/store.ts';

/**
 * Fair play (docs/fair-play.md#timing-flags): a person needs about a fifth of a second to see a board and
 * answer it, and cannot keep up even a third of that for long. A run whose requests keep
 * coming faster than this, request after request, was most likely played by a program.
 */
export const FAIR_PLAY = {
  /** Requests closer together than this are faster than a person keeps up. */
  minIntervalMs: 50,
  /** How many such intervals in a row flag a run (a short burst of a held key is not). */
  sustained: 20,
} as const;

/** Why the log's timing is implausible for a person, or null when it is not. */
export function implausibleTiming(log: readonly LogRecord[]): string | null {
  let streak = 0;
  for (let i = 1; i < log.length; i += 1) {
    const interval = log[i]!.atMs - log[i - 1]!.atMs;
    streak = interval < FAIR_PLAY.minIntervalMs ? streak + 1 : 0;
    if (streak >= FAIR_PLAY.sustained) return `${FAIR_PLAY.sustained} requests in a row under ${FAIR_PLAY.minIntervalMs} ms apart`;
  }
  return null;
}

/**
 * Checks a finished run's timing and flags it in the store when implausible; answers whether
 * the run is flagged (now or before). A flagged run counts in no rating until looked at.
 */
export async function flaggedAfterCheck(store: RatingsStore & RunsStore, runId: string, now: number): Promise<boolean> {
  if (await store.runFlag(runId)) return true;
  const reason = implausibleTiming(await store.logOf(runId));
  if (reason === null) return false;
  await store.flagRun(runId, reason, now);
  return true;
}
