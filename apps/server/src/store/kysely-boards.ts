import { sql, type Compilable, type ExpressionBuilder, type Kysely, type RawBuilder } from 'kysely';
import type { BoardName } from '../leaderboards/boards.ts';
import { KEY_COLUMNS, ORDER_COLUMNS, refreshEntriesOf } from './board-entries.ts';
import { compiledBy } from './compiled-by.ts';
import { toRun } from './run-rows.ts';
import type { Database } from './schema.ts';
import type { PlacingFigure } from '@gridrace/core';
import type { BoardsStore, RunWithPlayer } from './store.ts';

type Entries = ExpressionBuilder<Database, 'board_entries'>;

/** The figure an entry is placed by, null when it has none (a finish game's board left unsolved). */
const PLACED_VALUES: Readonly<Record<PlacingFigure, RawBuilder<number | null>>> = {
  score: sql`board_entries.score`,
  time: sql`case when board_entries.status = 'solved' then board_entries.time_ms end`,
};
const figureOf = (figure: PlacingFigure): RawBuilder<number | null> => PLACED_VALUES[figure];

const tuple = (columns: readonly string[]) => sql.raw(`(${columns.map((column) => `board_entries.${column}`).join(', ')})`);

/** The statements that keep a run's boards, written in the same transaction as the run. */
export function refreshingBoards(db: Kysely<Database>, runId: string): Compilable[] {
  return compiledBy(db, refreshEntriesOf(runId));
}

/** The boards part of the Kysely store: each read a page of an index, or a count or aggregate over one. */
export function kyselyBoards(db: Kysely<Database>): BoardsStore {
  const entries = (board: BoardName, puzzleId: string) => db.selectFrom('board_entries').where('board_entries.board', '=', board).where('board_entries.puzzle_id', '=', puzzleId);
  const count = async (board: BoardName, puzzleId: string, where: (eb: Entries) => RawBuilder<boolean> = () => sql<boolean>`1 = 1`) => {
    const row = await entries(board, puzzleId)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where(where)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const withRuns = (board: BoardName, puzzleId: string) =>
    entries(board, puzzleId)
      .innerJoin('runs', 'runs.id', 'board_entries.run_id')
      .innerJoin('players', 'players.id', 'board_entries.player_id')
      .selectAll('runs')
      .select(['players.name as player_name', 'players.account_at as player_account_at']);
  const withPlayer = (row: Parameters<typeof toRun>[0] & { player_name: string; player_account_at: number | null }): RunWithPlayer => ({
    ...toRun(row),
    playerName: row.player_name,
    playerGuest: row.player_account_at === null,
  });

  return {
    async boardPage(board, puzzleId, limit, offset) {
      let query = withRuns(board, puzzleId);
      for (const column of ORDER_COLUMNS) query = query.orderBy(`board_entries.${column}`);
      return (await query.limit(limit).offset(offset).execute()).map(withPlayer);
    },
    boardSize: (board, puzzleId) => count(board, puzzleId),
    async boardStanding(board, puzzleId, playerId, behind = false) {
      const row = await withRuns(board, puzzleId)
        .select([...KEY_COLUMNS.map((column) => `board_entries.${column}` as const), 'board_entries.finished_at', 'board_entries.run_id'])
        .where('board_entries.player_id', '=', playerId)
        .executeTakeFirst();
      if (!row) return null;
      const mine = (columns: readonly (keyof typeof row)[]) => sql.join(columns.map((column) => row[column]));
      // Row values compare column by column, as the index orders them: a range of it.
      const [ahead, behindCount] = await Promise.all([
        count(board, puzzleId, () => sql<boolean>`${tuple(ORDER_COLUMNS)} < (${mine(ORDER_COLUMNS)})`),
        behind ? count(board, puzzleId, () => sql<boolean>`${tuple(KEY_COLUMNS)} > (${mine(KEY_COLUMNS)})`) : null,
      ]);
      return { run: withPlayer(row), ahead, behind: behindCount };
    },
    async boardExtent(board, puzzleId, figure) {
      const value = figureOf(figure);
      const row = await entries(board, puzzleId)
        .select((eb) => [
          eb.fn.countAll<number | string>().as('count'),
          eb.fn.count<number | string>(value).as('placed'),
          eb.fn.min<number | string | null>(value).as('low'),
          eb.fn.max<number | string | null>(value).as('high'),
        ])
        .executeTakeFirstOrThrow();
      const orNull = (n: number | string | null) => (n === null ? null : Number(n));
      return { count: Number(row.count), placed: Number(row.placed), low: orNull(row.low), high: orNull(row.high) };
    },
    async boardAtLeast(board, puzzleId, figure, thresholds) {
      if (thresholds.length === 0) return [];
      const value = figureOf(figure);
      const row = await entries(board, puzzleId)
        .select(thresholds.map((threshold, i) => sql<number | string>`count(case when ${value} >= ${sql.lit(threshold)} then 1 end)`.as(`t${i}`)))
        .executeTakeFirstOrThrow();
      const counts = row as Record<string, number | string>;
      return thresholds.map((_, i) => Number(counts[`t${i}`]));
    },
  };
}
