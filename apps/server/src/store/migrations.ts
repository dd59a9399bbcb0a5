import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { ratingsMigration } from './migration-0005-ratings.ts';
import { journeyLevels } from './migration-0006-journey-levels.ts';
import { boardEntries } from './migration-0007-board-entries.ts';
import { racesMigration } from './migration-0008-races.ts';
import { runVerdicts } from './migration-0009-run-verdicts.ts';
import { statsEntries } from './migration-0010-stats-entries.ts';
import { statsPerKind } from './migration-0011-stats-per-kind.ts';
import { accountsMigration } from './migration-0012-accounts.ts';
import { fairPlayMigration } from './migration-0013-fair-play.ts';
import { flagsBoardsMigration } from './migration-0014-flags-boards.ts';

/**
 * The schema's history, oldest first. Never edit a migration that has shipped: add one.
 * Types are the portable subset (text, integer, bigint) both dialects understand.
 */
const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('players')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('puzzles')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('par', 'integer')
        .addColumn('optimal', 'integer', (c) => c.notNull())
        .addColumn('solution', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('dailies')
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('puzzle_id', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('dailies_pk', ['date', 'game'])
        .execute();
      await db.schema
        .createTable('runs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
        .addColumn('puzzle_id', 'text', (c) => c.notNull())
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('ranked', 'integer', (c) => c.notNull())
        .addColumn('started_at', 'bigint', (c) => c.notNull())
        .addColumn('time_limit_ms', 'integer')
        .addColumn('finished_at', 'bigint')
        .addColumn('time_ms', 'integer')
        .addColumn('moves', 'integer', (c) => c.notNull())
        .addColumn('score', 'integer', (c) => c.notNull())
        .addColumn('remaining', 'integer')
        .execute();
      await db.schema.createIndex('runs_puzzle').on('runs').columns(['puzzle_id', 'status']).execute();
      await db.schema.createIndex('runs_player').on('runs').columns(['player_id', 'started_at']).execute();
      await db.schema
        .createTable('run_moves')
        .addColumn('run_id', 'text', (c) => c.notNull().references('runs.id'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('move', 'text')
        .addColumn('at_ms', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('run_moves_pk', ['run_id', 'seq'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['run_moves', 'runs', 'dailies', 'puzzles', 'players']) {
        await sql`drop table if exists ${sql.table(table)}`.execute(db);
      }
    },
  },
  '0002_settings': {
    // Values of the deployment kept in its database, so that every process reads one and the
    // same (the first day of the daily puzzles).
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table if exists ${sql.table('settings')}`.execute(db);
    },
  },
  '0003_solver_versions': {
    // Each par row names the solver version that found it (rows from before were version 1),
    // so a better solver re-solves older rows; and `same` keeps a best-known score with its
    // line and the work it took.
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('puzzles')
        .addColumn('solver_version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.alterTable('puzzles').addColumn('best_score', 'integer').execute();
      await db.schema.alterTable('puzzles').addColumn('best_moves', 'text').execute();
      await db.schema.alterTable('puzzles').addColumn('best_work', 'bigint').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const column of ['best_work', 'best_moves', 'best_score', 'solver_version']) {
        await db.schema.alterTable('puzzles').dropColumn(column).execute();
      }
    },
  },
  '0004_player_stats_indexes': {
    // A player's statistics read their ranked runs of one game, oldest first, in one query that
    // joins each run's puzzle (par) and the day whose daily it is: both lookups by index. The id
    // in the index is the order's tie-break, so the rows come sorted without a sort.
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('runs_player_game').on('runs').columns(['player_id', 'game', 'started_at', 'id']).execute();
      await db.schema.createIndex('dailies_puzzle').on('dailies').column('puzzle_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('dailies_puzzle').execute();
      await db.schema.dropIndex('runs_player_game').execute();
    },
  },
  '0005_ratings': ratingsMigration,
  '0006_journey_levels': journeyLevels,
  '0007_board_entries': boardEntries,
  '0008_races': racesMigration,
  '0009_run_verdicts': runVerdicts,
  '0010_stats_entries': statsEntries,
  '0011_stats_per_kind': statsPerKind,
  '0012_accounts': accountsMigration,
  '0013_fair_play': fairPlayMigration,
  '0014_flags_boards': flagsBoardsMigration,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
