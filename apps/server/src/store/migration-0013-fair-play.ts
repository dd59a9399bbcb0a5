import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Fair play and moderation (docs/fair-play.md):
 *
 * - `run_flags` becomes a run's review: `status` is `flagged` (under review: off every board,
 *   distribution and rating), `cleared` (a moderator found it fair: it counts again) or
 *   `voided` (a moderator took it off for good); `evidence` is the plausibility judgement's
 *   JSON (protocol `plausibilityEvidenceSchema`), `reviewed_by`/`reviewed_at` the moderator's.
 *   A run voided without a flag (after a report) gets a row too.
 * - `runs.moves_key`: a digest of a finished run's moves (not their times), so that a run
 *   replaying another player's log of the same puzzle is found by one index lookup.
 * - `players.bot`: an account marked as a bot (ranks on the bots' boards and ratings);
 *   `moderator`: named by the operator; `restricted_at`: their runs no longer rank nor rate;
 *   `hidden_at`: off every board and ratings list.
 * - `rated_races`: each rated race's counted standings (JSON), so that ratings can be
 *   computed again from the remaining races when a run is voided or a flag cleared.
 * - `rating_pairs`: how many rated races a pair of players had together on a UTC day.
 * - `reports`: a player's report of a run or a player, until a moderator handles it.
 * - `moderation_log`: every moderator action, who and why.
 */
export const fairPlayMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('run_flags')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('flagged'))
      .execute();
    await db.schema.alterTable('run_flags').addColumn('evidence', 'text').execute();
    await db.schema.alterTable('run_flags').addColumn('reviewed_by', 'text').execute();
    await db.schema.alterTable('run_flags').addColumn('reviewed_at', 'bigint').execute();
    await db.schema.createIndex('run_flags_queue').on('run_flags').columns(['status', 'at']).execute();

    await db.schema.alterTable('runs').addColumn('moves_key', 'text').execute();
    await db.schema.createIndex('runs_moves_key').on('runs').columns(['puzzle_id', 'moves_key']).execute();

    await db.schema
      .alterTable('players')
      .addColumn('bot', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('players')
      .addColumn('moderator', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('players').addColumn('restricted_at', 'bigint').execute();
    await db.schema.alterTable('players').addColumn('hidden_at', 'bigint').execute();

    await db.schema
      .createTable('rated_races')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('standings', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('rated_races_game').on('rated_races').columns(['game', 'at']).execute();

    await db.schema
      .createTable('rating_pairs')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('player_a', 'text', (c) => c.notNull())
      .addColumn('player_b', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('rating_pairs_pk', ['day', 'game', 'player_a', 'player_b'])
      .execute();

    await db.schema
      .createTable('reports')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('reporter_id', 'text', (c) => c.notNull().references('players.id'))
      .addColumn('subject_kind', 'text', (c) => c.notNull())
      .addColumn('subject_id', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('handled_at', 'bigint')
      .addColumn('handled_by', 'text')
      .addColumn('outcome', 'text')
      .execute();
    await db.schema.createIndex('reports_queue').on('reports').columns(['handled_at', 'created_at']).execute();
    await db.schema.createIndex('reports_reporter').on('reports').columns(['reporter_id', 'created_at']).execute();
    await db.schema.createIndex('reports_subject').on('reports').columns(['subject_kind', 'subject_id']).execute();

    await db.schema
      .createTable('moderation_log')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('moderator_id', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('subject_kind', 'text', (c) => c.notNull())
      .addColumn('subject_id', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('moderation_log_at').on('moderation_log').columns(['at', 'id']).execute();
    await db.schema.createIndex('moderation_log_subject').on('moderation_log').columns(['subject_kind', 'subject_id', 'at']).execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['moderation_log', 'reports', 'rating_pairs', 'rated_races']) await sql`drop table if exists ${sql.table(table)}`.execute(db);
    for (const column of ['hidden_at', 'restricted_at', 'moderator', 'bot']) await db.schema.alterTable('players').dropColumn(column).execute();
    await db.schema.dropIndex('runs_moves_key').ifExists().execute();
    await db.schema.alterTable('runs').dropColumn('moves_key').execute();
    await db.schema.dropIndex('run_flags_queue').ifExists().execute();
    for (const column of ['reviewed_at', 'reviewed_by', 'evidence', 'status']) await db.schema.alterTable('run_flags').dropColumn(column).execute();
  },
};
