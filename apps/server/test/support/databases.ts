import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openStore } from '../../src/store/connect.ts';
import type { Store } from '../../src/store/store.ts';

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

export interface TestDatabase {
  readonly store: Store;
  /** Closes the store and deletes what the test made (temp file, or PostgreSQL schema). */
  dispose(): Promise<void>;
}

export async function sqliteTestDatabase(): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'gridrace-store-'));
  const store = await openStore(`sqlite:${join(dir, 'test.db')}`);
  return {
    store,
    async dispose() {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function postgresTestDatabase(): Promise<TestDatabase & { readonly schema: string }> {
  const schema = `gridrace_test_${randomBytes(6).toString('hex')}`;
  const store = await openStore(PG_URL, { pgSchema: schema });
  return {
    store,
    schema,
    async dispose() {
      await store.close();
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      try {
        await client.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await client.end();
      }
    },
  };
}
