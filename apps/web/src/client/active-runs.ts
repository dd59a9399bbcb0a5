import { readJson, writeJson, type KeyValue } from './storage.ts';

const KEY = 'gridrace.activeRuns';
const MAX = 20;

/**
 * The run in play on each puzzle, so that a reloaded page carries it on instead of starting
 * the clock again on a new run. Only the few most recent are kept.
 */
export function activeRun(storage: KeyValue, puzzleId: string): string | null {
  const runs = readJson(storage, KEY) as Record<string, unknown> | null;
  const runId = runs?.[puzzleId];
  return typeof runId === 'string' ? runId : null;
}

export function rememberRun(storage: KeyValue, puzzleId: string, runId: string | null): void {
  const stored = readJson(storage, KEY);
  const runs = { ...(stored && typeof stored === 'object' ? (stored as Record<string, string>) : {}) };
  delete runs[puzzleId];
  if (runId) runs[puzzleId] = runId;
  const kept = Object.entries(runs).slice(-MAX);
  writeJson(storage, KEY, Object.fromEntries(kept));
}
