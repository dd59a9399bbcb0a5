import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** A write as compiled SQL: all a thread needs to run it. */
export interface SqlStatement {
  readonly sql: string;
  readonly parameters: readonly unknown[];
}

/**
 * Where the store's writes go: each call's statements commit together, all or none, and the
 * promise settles once they are durable, with the number of rows each statement changed (a
 * compare-and-set tells by it whether it won). Reads never go through here.
 */
export interface Writes {
  run(statements: readonly SqlStatement[]): Promise<number[]>;
  close(): Promise<void>;
}

/**
 * Writes on the store's own connection (PostgreSQL, whose driver never blocks the event
 * loop; an in-memory SQLite database, which another thread could not open).
 */
export function connectionWrites(db: Kysely<Database>): Writes {
  const execute = async (executor: Kysely<Database>, { sql, parameters }: SqlStatement) =>
    Number((await executor.executeQuery(CompiledQuery.raw(sql, [...parameters]))).numAffectedRows ?? 0);
  return {
    async run(statements) {
      if (statements.length === 1) return [await execute(db, statements[0]!)];
      if (statements.length === 0) return [];
      return db.transaction().execute(async (trx) => {
        const changed: number[] = [];
        for (const statement of statements) changed.push(await execute(trx, statement));
        return changed;
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
        return await writes.run(statements);
      } finally {
        observe((performance.now() - started) / 1000);
      }
    },
    close: () => writes.close(),
  };
}
