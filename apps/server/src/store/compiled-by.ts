import type { Compilable, Kysely, RawBuilder } from 'kysely';
import type { Database } from './schema.ts';

/** Statements made without a database (shared by the migrations), compiled in the store's own dialect when written. */
export const compiledBy = (db: Kysely<Database>, statements: readonly RawBuilder<unknown>[]): Compilable[] =>
  statements.map((statement) => ({ compile: () => statement.compile(db) }));
