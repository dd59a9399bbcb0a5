import { sql, type Kysely, type Migration } from 'kysely';
import { AVERAGE_COLUMNS } from './stats-entries.ts';

/** Each best a player's statistics show: the first entry of its index (the earlier run on a tie). */
export const BEST_INDEXES = {
  stats_entries_time: ['time_solved', 'started_at', 'run_id'],
  stats_entries_moves: ['moves_solved', 'started_at', 'run_id'],
  stats_entries_score: ['less_score', 'started_at', 'run_id'],
  stats_entries_moves_per_second: ['moves_per_second'],
  stats_entries_efficiency: ['efficiency'],
  ...Object.fromEntries(AVERAGE_COLUMNS.map((column) => [`stats_entries_${column}`, [column]])),
} as Record<string, string[]>;

/**
 * A player's statistics kept in the database (stats-entries.ts): per ranked run that ended, its
 * figures and the trimmed averages ending at it; per player and game, the sums of the means.
 * Asking for them reads the first entry of an index per best, the latest entries for the chart,
 * and one row of totals, at 100 runs or 100,000. Filled from the runs already stored by 0011,
 * which every database that takes this one takes next (its kind of board is what the fill
 * writes, a column this one has not yet).
 */
export const statsEntries: Migration = {
  async up(db: Kysely<unknown>) {
    let entries = db.schema
      .createTable('stats_entries')
      .addColumn('run_id', 'text', (c) => c.primaryKey())
      .addColumn('player_id', 'text', (c) => c.notNull())
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('puzzle_id', 'text', (c) => c.notNull())
      .addColumn('started_at', 'bigint', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('result', 'integer')
      .addColumn('time_solved', 'integer')
      .addColumn('moves_solved', 'integer')
      .addColumn('less_score', 'integer', (c) => c.notNull())
      .addColumn('moves_per_second', 'double precision')
      .addColumn('efficiency', 'double precision')
      .addColumn('daily_date', 'text');
    for (const column of AVERAGE_COLUMNS) entries = entries.addColumn(column, 'double precision');
    await entries.execute();
    const index = (name: string, columns: string[]) => db.schema.createIndex(name).on('stats_entries').columns(columns).execute();
    await index('stats_entries_order', ['player_id', 'game', 'started_at', 'run_id']);
    for (const [name, columns] of Object.entries(BEST_INDEXES)) await index(name, ['player_id', 'game', ...columns]);
    await index('stats_entries_daily', ['player_id', 'game', 'daily_date']);
    await index('stats_entries_puzzle', ['puzzle_id']);
    await db.schema
      .createTable('stats_totals')
      .addColumn('player_id', 'text', (c) => c.notNull())
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('runs', 'integer', (c) => c.notNull())
      .addColumn('solves', 'integer', (c) => c.notNull())
      .addColumn('timed_moves', 'bigint', (c) => c.notNull())
      .addColumn('timed_ms', 'bigint', (c) => c.notNull())
      .addColumn('efficiency_sum', 'double precision', (c) => c.notNull())
      .addColumn('efficiency_count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('stats_totals_pk', ['player_id', 'game'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['stats_totals', 'stats_entries']) await sql`drop table if exists ${sql.table(table)}`.execute(db);
  },
};
