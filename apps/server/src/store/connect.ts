import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type KyselyConfig } from 'kysely';
import { kyselyStore } from './kysely-store.ts';
import { hostOf } from '../cannot-start.ts';
import { migrationProvider } from './migrations.ts';
import { isReadOnly, migrationCannotStart, postgresCannotStart, sqliteCannotStart, writeCannotStart } from './open-errors.ts';
import { openSqliteConnection } from './sqlite-connection.ts';
import { keepingStatements } from './statement-cache.ts';
import { sqliteWriter } from './sqlite-writer.ts';
import { StoreHealth } from './store-health.ts';
import { connectionWrites } from './writes.ts';
import type { Database } from './schema.ts';
import type { Store } from './store.ts';

export interface OpenOptions {
  /** PostgreSQL schema to work in (tests use a fresh one each); created if missing. */
  readonly pgSchema?: string;
  /** The clock of the instants the store writes itself (when a solved puzzle was stored). */
  readonly now?: () => number;
}

const CONNECT_TIMEOUT_MS = 10_000;
/** How long a request waits for a pooled connection: while the database is away it is refused (503) soon, not left hanging. */
const POOL_CONNECT_TIMEOUT_MS = 5_000;

/** Opens the database named by DATABASE_URL (`sqlite:<file>` or `postgres://...`), migrated. */
export async function openStore(url: string, options: OpenOptions = {}): Promise<Store> {
  const sqlitePath = url.startsWith('sqlite:') ? sqliteFile(url.slice('sqlite:'.length)) : null;
  const now = options.now ?? Date.now;
  const health = new StoreHealth(now);
  const { db, kind } = sqlitePath !== null ? openSqlite(sqlitePath, health) : await openPostgres(url, options.pgSchema, health);
  // Kysely looks for its migration tables in every schema unless told which one: name it,
  // so that two schemas in one database (tests, side-by-side deployments) never mix.
  const migrationTableSchema = kind === 'postgres' ? options.pgSchema : undefined;
  const { error } = await new Migrator({ db, provider: migrationProvider, ...(migrationTableSchema ? { migrationTableSchema } : {}) }).migrateToLatest();
  const where = sqlitePath !== null ? { sqliteFile: sqlitePath } : { postgresUrl: url };
  if (error) {
    await db.destroy();
    throw isReadOnly(error) ? writeCannotStart(where, error) : migrationCannotStart(sqlitePath ?? `PostgreSQL at ${hostOf(url, 5432)}`, error);
  }
  const store = await withWrites(db, kind, sqlitePath, now, health);
  // A database that answers reads but takes no writes would look healthy and fail every move.
  try {
    await store.probeWrite();
  } catch (probeError) {
    await store.close();
    throw writeCannotStart(where, probeError);
  }
  return store;
}

async function withWrites(db: Kysely<Database>, kind: Store['kind'], sqlitePath: string | null, now: () => number, health: StoreHealth): Promise<Store> {
  if (sqlitePath === null || sqlitePath === ':memory:') return kyselyStore(db, kind, connectionWrites(db), now, health);
  // From here on this connection only reads; every write goes to the writer thread.
  await sql`pragma query_only = on`.execute(db);
  try {
    return kyselyStore(db, kind, await sqliteWriter(sqlitePath), now, health);
  } catch (error) {
    await db.destroy();
    throw isReadOnly(error) ? writeCannotStart({ sqliteFile: sqlitePath }, error) : sqliteCannotStart(sqlitePath, error);
  }
}

const sqliteFile = (file: string) => (file === ':memory:' ? file : resolve(file));

/** Every query's outcome tells the store's health whether the database still answers. */
const watchedBy =
  (health: StoreHealth): KyselyConfig['log'] =>
  (event) => {
    if (event.level === 'error') health.failed(event.error, 'read');
    else health.succeeded('read');
  };

function openSqlite(path: string, health: StoreHealth): { db: Kysely<Database>; kind: 'sqlite' } {
  let database;
  try {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    database = openSqliteConnection(path);
  } catch (error) {
    throw sqliteCannotStart(path, error);
  }
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: keepingStatements(database) }), log: watchedBy(health) }), kind: 'sqlite' };
}

async function openPostgres(url: string, schema: string | undefined, health: StoreHealth): Promise<{ db: Kysely<Database>; kind: 'postgres' }> {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Bad schema name "${schema}"`);
  // Loaded only for PostgreSQL: a server on SQLite starts without evaluating the driver.
  const { default: pg } = await import('pg');
  // PostgreSQL returns bigint (int8, OID 20) as text to be safe; our instants fit in a double.
  const pgTypes = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') => (oid === 20 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)),
  };
  // One connection first, with a deadline (the pool waits for ever on a host that drops
  // packets), so that a start on a wrong DATABASE_URL stops with what to fix.
  const setup = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  try {
    await setup.connect();
    if (schema) await setup.query(`create schema if not exists ${schema}`);
  } catch (error) {
    throw postgresCannotStart(url, error);
  } finally {
    await setup.end().catch(() => undefined);
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
    // A peer that vanished without a word (a dead host, a dropped NAT entry) is found out.
    keepAlive: true,
    types: pgTypes,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection the database ends (a restart, a failover, pg_terminate_backend, a
  // proxy's idle timeout) is an 'error' event of the pool: unheard, it would end the process.
  // The pool drops that connection and opens a new one when next asked.
  pool.on('error', (error) => health.failed(error, 'read'));
  // The same while a connection is checked out between two queries (in a transaction), when
  // the pool does not listen for it.
  pool.on('connect', (client) => client.on('error', (error) => health.failed(error, 'read')));
  // A connection that cannot be had at all (the database down) is no query: Kysely's log never hears of it.
  const watchedPool = {
    connect: () =>
      pool.connect().catch((error: unknown) => {
        health.failed(error, 'read');
        throw error;
      }),
    end: () => pool.end(),
  };
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: watchedPool }), log: watchedBy(health) }), kind: 'postgres' };
}
