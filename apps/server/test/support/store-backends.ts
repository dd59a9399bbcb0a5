import type { RunRecord } from '../../src/store/store.ts';
import { postgresAvailable, postgresTestDatabase, sqliteTestDatabase } from './databases.ts';

const pgUp = await postgresAvailable();

/** The databases a store suite runs on: SQLite always, PostgreSQL when it answers. */
export const storeBackends = [
  { name: 'sqlite', open: sqliteTestDatabase, enabled: true },
  { name: 'postgres', open: postgresTestDatabase, enabled: pgUp },
].filter((backend) => backend.enabled);

/** A run of player `p1` on a 3x3 `fifteen`, still in play: tests change what they need. */
export const runRecord = (id: string, over: Partial<RunRecord> = {}): RunRecord => ({
  id,
  playerId: 'p1',
  puzzleId: 'fifteen.v1.3.abc',
  game: 'fifteen',
  status: 'playing',
  ranked: true,
  startedAt: 1_700_000_000_000,
  timeLimitMs: null,
  finishedAt: null,
  timeMs: null,
  moves: 0,
  score: 0,
  remaining: null,
  ...over,
});
