import type { RunRecord } from '../store/store.ts';

/** When the run ended (or reached its last move); a run without one goes last. */
const timeOf = (run: RunRecord) => run.timeMs ?? Number.MAX_SAFE_INTEGER;

/**
 * A `same` puzzle's score board, beside its time board (docs/runs.md#ranking ranks cleared boards by
 * time): every finished run, cleared or stuck, by highest score, then the quicker, then
 * whoever finished first. One best run per player.
 */
export function rankByScore<R extends RunRecord>(runs: readonly R[]): R[] {
  const sorted = runs
    .filter((run) => run.status !== 'playing')
    .sort((a, b) => b.score - a.score || timeOf(a) - timeOf(b) || (a.finishedAt ?? 0) - (b.finishedAt ?? 0) || a.id.localeCompare(b.id));
  const players = new Set<string>();
  return sorted.filter((run) => !players.has(run.playerId) && Boolean(players.add(run.playerId)));
}
