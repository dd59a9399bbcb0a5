import { verifyRun } from '@gridrace/core';
import type { Metrics } from '../metrics.ts';
import type { PuzzleCatalog } from '../puzzles/catalog.ts';
import type { RunHistoryStore, RunRecord, RunsStore } from '../store/store.ts';

interface Deps {
  readonly store: RunsStore & RunHistoryStore;
  readonly catalog: PuzzleCatalog;
  readonly metrics: Metrics;
  readonly now: () => number;
}

/**
 * Whether a run's whole log replays from the seed to its stored result (docs/runs.md#verification). A finished
 * run's log never changes, so it is replayed once, the first time it is asked for, and the
 * verdict kept: later views read it. A run in play has no verdict yet (null).
 */
export async function verdictOf({ store, catalog, metrics, now }: Deps, run: RunRecord): Promise<boolean | null> {
  if (run.status === 'playing') return null;
  const kept = await store.runVerdict(run.id);
  if (kept !== null) return kept;
  const [puzzle, log] = await Promise.all([catalog.open(run.puzzleId), store.logOf(run.id)]);
  // A puzzle that cannot be opened now is no verdict on the run: it is asked again next time.
  if (!puzzle.ok) return false;
  const verified = verifyRun(puzzle.value, run, log);
  metrics.runsVerified.inc({ game: run.game, verdict: verified ? 'verified' : 'unverified' });
  await store.keepVerdict(run.id, verified, now());
  return verified;
}
