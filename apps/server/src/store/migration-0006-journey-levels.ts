import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Journeys (docs/runs.md#journeys): the levels each player completed, per game. A row is written when a
 * ranked run of the level ends meeting its goal; a level is unlocked when the one before it
 * has a row. Kept apart from the runs, so a journey reads one small table.
 */
export const journeyLevels: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('journey_levels')
      .addColumn('player_id', 'text', (c) => c.notNull())
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('level', 'integer', (c) => c.notNull())
      .addColumn('run_id', 'text', (c) => c.notNull())
      .addColumn('completed_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('journey_levels_pk', ['player_id', 'game', 'level'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists ${sql.table('journey_levels')}`.execute(db);
  },
};
