import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * A better-sqlite3 database for Kysely that keeps its prepared statements. Kysely prepares
 * every query again, and SQLite then parses and plans it each time: about 4 % of the event
 * loop in a burst of moves. The same SQL text now reuses its statement, unless that one is
 * still being read (a streamed query), when a fresh one is prepared. Bounded, oldest out
 * first: inserts of a batch of rows make one text per batch size.
 */
export function keepingStatements(database: BetterSqlite3.Database, capacity = 256): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      const kept = statements.get(sql);
      if (kept !== undefined && !kept.busy) {
        // Most recently used last, so the first entry is the one to drop.
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = database.prepare(sql);
      if (kept === undefined) {
        statements.set(sql, statement);
        if (statements.size > capacity) statements.delete(statements.keys().next().value!);
      }
      return statement;
    },
  };
}
