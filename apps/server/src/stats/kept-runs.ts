import type { StatsRunRecord, Store } from '../store/store.ts';
import type { FingerprintCache } from './fingerprint-cache.ts';

/** A player's ranked ended runs of one game as last read, and the latest instant one of them ended. */
export interface KeptRuns {
  readonly runs: readonly StatsRunRecord[];
  readonly finishedUpTo: number | null;
}

export type RunsCache = FingerprintCache<KeptRuns>;

/** How many runs a fingerprint counts (its first field: see `Store.statsFingerprintsOf`). */
const countOf = (fingerprint: string): number => Number(fingerprint.split('/')[0]);

const byStart = (a: StatsRunRecord, b: StatsRunRecord): number => a.startedAt - b.startedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function keptRuns(runs: readonly StatsRunRecord[]): KeptRuns {
  let finishedUpTo: number | null = null;
  for (const run of runs) if (run.finishedAt !== null && (finishedUpTo === null || run.finishedAt > finishedUpTo)) finishedUpTo = run.finishedAt;
  return { runs, finishedUpTo };
}

/**
 * The runs kept, brought up to date with only those that ended since (a new run is one row,
 * not ten thousand); null when that cannot be trusted: the count the fingerprint tells
 * differs (a run stopped counting, or one without an end time), and all must be read again.
 */
export async function updatedRuns(store: Store, playerId: string, game: string, kept: KeptRuns, fingerprint: string): Promise<KeptRuns | null> {
  if (kept.finishedUpTo === null) return null;
  const fresh = await store.statsRunsOf(playerId, game, kept.finishedUpTo);
  const freshIds = new Set(fresh.map((run) => run.id));
  const runs = [...kept.runs.filter((run) => !freshIds.has(run.id)), ...fresh].sort(byStart);
  return runs.length === countOf(fingerprint) ? keptRuns(runs) : null;
}
