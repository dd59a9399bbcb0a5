import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** A write as compiled SQL: all a thread needs to run it. */
export interface SqlStatement {
  readonly sql: string;
  readonly parameters: readonly unknown[];
}

/**
 * Where the store's writes go: each call's statements commit together, all or none, and the
 * promise settles once they are durable. Reads never go through here.
 */
export interface Writes {
  run(statements: readonly SqlStatement[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * Writes on the store's own connection (PostgreSQL, whose driver never blocks the event
 * loop; an in-memory SQLite database, which another thread could not open).
 */
export function connectionWrites(db: Kysely<Database>): Writes {
  const execute = (executor: Kysely<Database>, { sql, parameters }: SqlStatement) => executor.executeQuery(CompiledQuery.raw(sql, [...parameters]));
  return {
    async run(statements) {
      if (statements.length === 1) await execute(db, statements[0]!);
      else if (statements.length > 1) await db.transaction().execute(async (trx) => {
        for (const statement of statements) await execute(trx, statement);
      });
    },
    async close() {},
  };
}

/** `writes`, telling `observe` how long each call took to commit (seconds), failed ones included. */
export function timedWrites(writes: Writes, observe: (seconds: number) => void): Writes {
  return {
    async run(statements) {
      const started = performance.now();
      try {
        await writes.run(statements);
      } finally {
        observe((performance.now() - started) / 1000);
      }
    },
    close: () => writes.close(),
  };
}
