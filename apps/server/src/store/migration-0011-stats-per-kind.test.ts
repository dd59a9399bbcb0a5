import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { dropSchema, PG_URL, postgresAvailable } from '../../test/support/databases.ts';
import { runRecord } from '../../test/support/store-backends.ts';
import { HISTORY_POINTS, summaryOfRuns } from '../stats/player-stats.ts';
import { openStore } from './connect.ts';
import { migrationProvider } from './migrations.ts';
import type { Database } from './schema.ts';
import type { Store } from './store.ts';

const T0 = Date.parse('2026-03-01T12:00:00Z');
/** A 4x4 solve, then a slower first 3x3 one: stored before the statistics were kept per kind. */
const RUNS = [
  runRecord('big', { puzzleId: 'fifteen.v1.4.a', status: 'solved', startedAt: T0, finishedAt: T0 + 1, timeMs: 30_000, moves: 80 }),
  runRecord('small', { puzzleId: 'fifteen.v1.3.b', status: 'solved', startedAt: T0 + 1000, finishedAt: T0 + 1001, timeMs: 50_000, moves: 40 }),
];

interface Backend {
  /** A database migrated up to 0010 only, and the store that opens it (migrating it to the latest). */
  readonly db: Kysely<Database>;
  readonly migrationTableSchema?: string;
  reopen(): Promise<Store>;
  dispose(): Promise<void>;
}

function sqliteBackend(): Backend {
  const dir = mkdtempSync(join(tmpdir(), 'gridrace-0011-'));
  const file = join(dir, 'test.db');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(file) }) }),
    reopen: () => openStore(`sqlite:${file}`),
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresBackend(): Promise<Backend> {
  const schema = `gridrace_test_${randomBytes(6).toString('hex')}`;
  const setup = new pg.Client({ connectionString: PG_URL });
  await setup.connect();
  await setup.query(`create schema ${schema}`);
  await setup.end();
  const pool = new pg.Pool({ connectionString: PG_URL, max: 2, options: `-c search_path=${schema}` });
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
    migrationTableSchema: schema,
    reopen: () => openStore(PG_URL, { pgSchema: schema }),
    dispose: () => dropSchema(schema),
  };
}

const backends = [{ name: 'sqlite', make: async () => sqliteBackend() }, ...((await postgresAvailable()) ? [{ name: 'postgres', make: postgresBackend }] : [])];

describe.each(backends)('migration 0011 on $name: statistics kept before it are made again per kind', ({ make }) => {
  const open: { backend?: Backend; store?: Store } = {};
  afterAll(async () => {
    await open.store?.close();
    await open.backend?.dispose();
  });

  it('splits a 3x3 from a 4x4 that were one set of figures', async () => {
    const backend = await make();
    open.backend = backend;
    const { db, migrationTableSchema } = backend;
    const migrator = new Migrator({ db, provider: migrationProvider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
    expect((await migrator.migrateTo('0010_stats_entries')).error).toBeUndefined();
    await db.insertInto('players').values({ id: 'p1', name: 'P1', token_hash: 'h1', created_at: T0 }).execute();
    await db
      .insertInto('runs')
      .values(
        RUNS.map((run) => ({
          id: run.id,
          player_id: run.playerId,
          puzzle_id: run.puzzleId,
          game: run.game,
          status: run.status,
          ranked: 1,
          started_at: run.startedAt,
          time_limit_ms: null,
          finished_at: run.finishedAt,
          time_ms: run.timeMs,
          moves: run.moves,
          score: run.score,
          remaining: null,
        })),
      )
      .execute();
    await db.destroy();

    const store = await backend.reopen();
    open.store = store;
    expect((await store.statsKindsOf('p1', 'fifteen', 10)).map(({ kind, runs }) => ({ kind, runs }))).toEqual([
      { kind: 'fifteen.v1.3', runs: 1 },
      { kind: 'fifteen.v1.4', runs: 1 },
    ]);
    const [big, small] = RUNS.map((run) => ({ ...run, par: null, dailyDate: null }));
    expect(await store.statsSummaryOf('p1', 'fifteen', 'fifteen.v1.3', HISTORY_POINTS)).toEqual(summaryOfRuns('fifteen', 'fifteen.v1.3', [small!]));
    expect(await store.statsSummaryOf('p1', 'fifteen', 'fifteen.v1.4', HISTORY_POINTS)).toEqual(summaryOfRuns('fifteen', 'fifteen.v1.4', [big!]));
  });
});
