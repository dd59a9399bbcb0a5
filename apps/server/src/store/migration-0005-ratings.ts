import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Ratings (docs/fair-play.md#ratings): each player's Glicko-2 rating per game, its value after every rated race
 * (for a plot, keyed by the race so one race counts once per player), and fair-play flags on
 * runs whose timing is implausible for a person.
 */
export const ratingsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('ratings')
      .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('rating', 'double precision', (c) => c.notNull())
      .addColumn('deviation', 'double precision', (c) => c.notNull())
      .addColumn('volatility', 'double precision', (c) => c.notNull())
      .addColumn('games', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('ratings_pk', ['player_id', 'game'])
      .execute();
    await db.schema.createIndex('ratings_game').on('ratings').columns(['game', 'rating']).execute();
    await db.schema
      .createTable('rating_history')
      .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('race_key', 'text', (c) => c.notNull())
      .addColumn('rating', 'double precision', (c) => c.notNull())
      .addColumn('deviation', 'double precision', (c) => c.notNull())
      .addPrimaryKeyConstraint('rating_history_pk', ['player_id', 'race_key'])
      .execute();
    await db.schema.createIndex('rating_history_player').on('rating_history').columns(['player_id', 'game', 'at']).execute();
    await db.schema
      .createTable('run_flags')
      .addColumn('run_id', 'text', (c) => c.primaryKey().references('runs.id'))
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['run_flags', 'rating_history', 'ratings']) {
      await sql`drop table if exists ${sql.table(table)}`.execute(db);
    }
  },
};
