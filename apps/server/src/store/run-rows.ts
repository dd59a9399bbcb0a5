import type { Selectable } from 'kysely';
import type { RunsTable } from './schema.ts';
import type { RunRecord } from './store.ts';

/** A stored run as the store hands it out (booleans and instants parsed). */
export const toRun = (row: Selectable<RunsTable>): RunRecord => ({
  id: row.id,
  playerId: row.player_id,
  puzzleId: row.puzzle_id,
  game: row.game,
  status: row.status,
  ranked: Number(row.ranked) === 1,
  startedAt: Number(row.started_at),
  timeLimitMs: row.time_limit_ms,
  finishedAt: row.finished_at === null ? null : Number(row.finished_at),
  timeMs: row.time_ms,
  moves: row.moves,
  score: row.score,
  remaining: row.remaining,
});
