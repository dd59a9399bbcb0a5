import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A finished run's verdict (docs/runs.md#verification: its log replayed from the seed gives its stored result),
 * kept once found: a finished run's log never changes, so it is replayed once, not on every view.
 */
export const runVerdicts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('run_verdicts')
      .addColumn('run_id', 'text', (c) => c.primaryKey())
      .addColumn('verified', 'integer', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists ${sql.table('run_verdicts')}`.execute(db);
  },
};
