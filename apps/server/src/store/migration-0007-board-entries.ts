import { sql, type Kysely, type Migration } from 'kysely';
import { KEY_COLUMNS, ORDER_COLUMNS, rebuildEntries } from './board-entries.ts';

/**
 * Leaderboards ranked in the database (board-entries.ts): per board, puzzle and player, the
 * best counting run with its rank keys, kept on every write of a run that ended. A page is a
 * range of `board_entries_order`, a rank a count over it; the entries of a player are chosen
 * again from `runs_puzzle_player`. Filled from the runs already stored.
 */
export const boardEntries: Migration = {
  async up(db: Kysely<unknown>) {
    let table = db.schema
      .createTable('board_entries')
      .addColumn('board', 'text', (c) => c.notNull())
      .addColumn('puzzle_id', 'text', (c) => c.notNull())
      .addColumn('player_id', 'text', (c) => c.notNull())
      .addColumn('run_id', 'text', (c) => c.notNull());
    for (const column of KEY_COLUMNS) table = table.addColumn(column, 'bigint', (c) => c.notNull());
    await table
      .addColumn('finished_at', 'bigint', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('time_ms', 'integer')
      .addColumn('score', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('board_entries_pk', ['board', 'puzzle_id', 'player_id'])
      .execute();
    await db.schema
      .createIndex('board_entries_order')
      .on('board_entries')
      .columns(['board', 'puzzle_id', ...ORDER_COLUMNS])
      .execute();
    await db.schema.createIndex('runs_puzzle_player').on('runs').columns(['puzzle_id', 'player_id']).execute();
    // The boards and rules of this migration's time: later columns do not exist yet.
    for (const statement of rebuildEntries('first')) await statement.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('runs_puzzle_player').execute();
    await sql`drop table if exists ${sql.table('board_entries')}`.execute(db);
  },
};
