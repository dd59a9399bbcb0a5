import { sql, type Kysely, type Migration } from 'kysely';
import { BEST_INDEXES, statsEntries } from './migration-0010-stats-entries.ts';
import { rebuildStats } from './stats-entries.ts';

const TOTALS = ['runs', 'solves', 'timed_moves', 'timed_ms', 'efficiency_sum', 'efficiency_count'] as const;
const TOTAL_TYPES: Record<(typeof TOTALS)[number], 'integer' | 'bigint' | 'double precision'> = {
  runs: 'integer',
  solves: 'integer',
  timed_moves: 'bigint',
  timed_ms: 'bigint',
  efficiency_sum: 'double precision',
  efficiency_count: 'integer',
};

/**
 * A player's statistics per kind of board (core's `statsKindOf`), as speedsolvers keep theirs
 * per event: a 3x3 time is no 4x4 best, a Walls journey level's score no other level's. Each
 * entry gets its kind, each best's index and the totals are per (player, game, kind), the
 * averages' windows run within a kind; all made again from the runs stored (the rebuild of
 * stats-entries.ts). The (player, game, started_at) index stays: it finds the kind played last;
 * so does the dailies' (player, game, daily_date): a daily streak is the game's, whatever
 * board the daily is (a new generator version makes the daily another kind).
 */
export const statsPerKind: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('stats_entries')
      .addColumn('kind', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    for (const [name, columns] of Object.entries(BEST_INDEXES)) {
      await db.schema.dropIndex(name).execute();
      await db.schema
        .createIndex(name)
        .on('stats_entries')
        .columns(['player_id', 'game', 'kind', ...columns])
        .execute();
    }
    await db.schema.createIndex('stats_entries_kind_order').on('stats_entries').columns(['player_id', 'game', 'kind', 'started_at', 'run_id']).execute();
    await sql`drop table stats_totals`.execute(db);
    let totals = db.schema
      .createTable('stats_totals')
      .addColumn('player_id', 'text', (c) => c.notNull())
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull());
    for (const column of TOTALS) totals = totals.addColumn(column, TOTAL_TYPES[column], (c) => c.notNull());
    await totals.addPrimaryKeyConstraint('stats_totals_pk', ['player_id', 'game', 'kind']).execute();
    for (const statement of rebuildStats()) await statement.execute(db);
  },
  /** Back to 0010's tables, empty: this migration's `up` fills them again. */
  async down(db: Kysely<unknown>) {
    await statsEntries.down?.(db);
    await statsEntries.up(db);
  },
};
