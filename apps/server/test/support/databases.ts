import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type KyselyPlugin } from 'kysely';
import pg from 'pg';
import { openStore } from '../../src/store/connect.ts';
import { kyselyStore } from '../../src/store/kysely-store.ts';
import type { Database } from '../../src/store/schema.ts';
import type { Store } from '../../src/store/store.ts';
import { connectionWrites } from '../../src/store/writes.ts';

const remember = (twins: Store[], store: Store): Store => {
  twins.push(store);
  return store;
};

export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether the test PostgreSQL answers. In CI it must: there a missing server is a failure. */
export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    if (process.env.CI === 'true') throw new Error(`PostgreSQL is required in CI but ${PG_URL} does not answer: ${String(error)}`);
    console.warn(
      `\n!!! PostgreSQL tests SKIPPED: ${PG_URL} does not answer.\n` +
        '!!! Install and start PostgreSQL (apt-get install postgresql; user postgres, trust auth, database "test").\n',
    );
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Drops a schema a test (or a bench) made, with everything in it. */
export async function dropSchema(schema: string, url = PG_URL): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  readonly store: Store;
  /**
   * Another store on the same database that answers every read and refuses every write, by
   * the database's own means (SQLite's read-only open, PostgreSQL's read-only transactions),
   * which hold for a superuser too. Closed by `dispose`. `plugins` see its queries (a test
   * counting the rows a read takes).
   */
  readOnly(plugins?: KyselyPlugin[]): Store;
  /**
   * A plain connection to the same database, for a test to set what no store method sets yet
   * (columns another part of the server owns). Closed by `dispose`.
   */
  raw(): Kysely<Database>;
  /** Closes the store and deletes what the test made (temp file, or PostgreSQL schema). */
  dispose(): Promise<void>;
}

export async function sqliteTestDatabase(): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'gridrace-store-'));
  const file = join(dir, 'test.db');
  const store = await openStore(`sqlite:${file}`);
  const twins: Store[] = [];
  const raws: Kysely<Database>[] = [];
  return {
    store,
    readOnly(plugins = []) {
      const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(file, { readonly: true }) }), plugins });
      return remember(twins, kyselyStore(db, 'sqlite', connectionWrites(db)));
    },
    raw() {
      const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(file) }) });
      raws.push(db);
      return db;
    },
    async dispose() {
      for (const twin of twins) await twin.close();
      for (const db of raws) await db.destroy();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function postgresTestDatabase(): Promise<TestDatabase & { readonly schema: string }> {
  const schema = `gridrace_test_${randomBytes(6).toString('hex')}`;
  const store = await openStore(PG_URL, { pgSchema: schema });
  const twins: Store[] = [];
  const raws: Kysely<Database>[] = [];
  return {
    store,
    schema,
    readOnly(plugins = []) {
      const pool = new pg.Pool({ connectionString: PG_URL, max: 2, options: `-c search_path=${schema} -c default_transaction_read_only=on` });
      const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
      return remember(twins, kyselyStore(db, 'postgres', connectionWrites(db)));
    },
    raw() {
      const pool = new pg.Pool({ connectionString: PG_URL, max: 2, options: `-c search_path=${schema}` });
      const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
      raws.push(db);
      return db;
    },
    async dispose() {
      for (const twin of twins) await twin.close();
      for (const db of raws) await db.destroy();
      await store.close();
      await dropSchema(schema);
    },
  };
}

/** A database a test opens again and again (a server restarted on it), and deletes at the end. */
export interface ReopenableDatabase {
  /** A new store on the same database, migrated; its opener closes it. */
  open(): Promise<Store>;
  dispose(): Promise<void>;
}

export function reopenableDatabase(kind: 'sqlite' | 'postgres'): ReopenableDatabase {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'gridrace-reopen-'));
    return {
      open: () => openStore(`sqlite:${join(dir, 'test.db')}`),
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const schema = `gridrace_test_${randomBytes(6).toString('hex')}`;
  return {
    open: () => openStore(PG_URL, { pgSchema: schema }),
    dispose: () => dropSchema(schema),
  };
}
