import { NO_TIME, type Counting, type RankKey } from '@gridrace/core';
import { sql, type RawBuilder } from 'kysely';
import { BOARD_KINDS, BOARDS, gamesOnBoard, playersOfBoard, type BoardName } from '../leaderboards/boards.ts';

/**
 * The SQL that keeps `board_entries` (migration 0007): per board, puzzle and player, the
 * player's best counting run with its rank keys in columns, so that a page is a range of one
 * index and a rank is a count over it. Each game's order comes from its rules (`ranking`):
 * its keys become SQL expressions over the run, chosen by the run's game.
 */

/** As many key columns as the longest order has keys (`same`); shorter orders leave the rest 0. */
export const KEY_COLUMNS = ['k1', 'k2', 'k3', 'k4', 'k5'] as const;
/** The order of an entry: its keys, then who finished first, then the run's id (as `rankRuns`). */
export const ORDER_COLUMNS = [...KEY_COLUMNS, 'finished_at', 'run_id'] as const;

// Each expression is RANK_KEYS of @gridrace/core, over a run `r` as stored.
const KEY_SQL: Record<RankKey, RawBuilder<number>> = {
  unsolved: sql`case when r.status = 'solved' then 0 else 1 end`,
  solvedTime: sql`case when r.status = 'solved' then coalesce(r.time_ms, ${sql.lit(NO_TIME)}) else 0 end`,
  time: sql`coalesce(r.time_ms, ${sql.lit(NO_TIME)})`,
  moves: sql`r.moves`,
  remaining: sql`coalesce(r.remaining, 0)`,
  lessScore: sql`-r.score`,
};

const COUNTING_SQL: Record<Counting, RawBuilder<boolean>> = {
  solved: sql`r.status = 'solved'`,
  ended: sql`r.status <> 'playing'`,
};

const keySql = (board: BoardName, index: number): RawBuilder<number> => {
  const cases = gamesOnBoard(board).map(({ game, ranking }) => {
    const key = ranking.keys[index];
    return sql`when ${sql.lit(game)} then ${key === undefined ? sql.lit(0) : KEY_SQL[key]}`;
  });
  return sql`case r.game ${sql.join(cases, sql` `)} end`;
};

/**
 * Which rules a board's entries are chosen by: `fair-play` (migration 0013 on, docs/fair-play.md#plausibility),
 * or `first`, the rules of migration 0007 that built the boards before there were reviews,
 * bots or restricted players (and whose columns did not exist yet).
 */
export type CountingRules = 'first' | 'fair-play';

/**
 * Whether run `r` is on `board` at all: ranked, of a game that has the board, and counting
 * there; not under review nor voided (a cleared run counts); by a player neither restricted nor
 * hidden, a bot on a bots' board and a person on a people's. Both lookups are of a primary key.
 */
const countsSql = (board: BoardName, rules: CountingRules = 'fair-play'): RawBuilder<boolean> => {
  const games = gamesOnBoard(board).map(({ game, ranking }) => sql`(r.game = ${sql.lit(game)} and ${COUNTING_SQL[ranking.counting]})`);
  const ranks = sql<boolean>`r.ranked = 1 and (${sql.join(games, sql` or `)})`;
  if (rules === 'first') return ranks;
  const bot = sql.lit(playersOfBoard(board) === 'bots' ? 1 : 0);
  return sql`${ranks}
    and not exists (select 1 from run_flags f where f.run_id = r.id and f.status <> 'cleared')
    and exists (select 1 from players p where p.id = r.player_id and p.bot = ${bot} and p.restricted_at is null and p.hidden_at is null)`;
};

const ENTRY_COLUMNS = sql.raw(`board, puzzle_id, player_id, run_id, ${KEY_COLUMNS.join(', ')}, finished_at, status, time_ms, score`);

/** The columns of an entry made from run `r`, in ENTRY_COLUMNS' order and named so. */
const entryOfRun = (board: BoardName): RawBuilder<unknown> => {
  const keys = KEY_COLUMNS.map((column, i) => sql`${keySql(board, i)} as ${sql.raw(column)}`);
  return sql`${sql.lit(board)} as board, r.puzzle_id as puzzle_id, r.player_id as player_id, r.id as run_id, ${sql.join(keys)},
    coalesce(r.finished_at, 0) as finished_at, r.status as status, r.time_ms as time_ms, r.score as score`;
};

/**
 * After run `runId` was written: its player's entries on its puzzle, chosen again from their
 * runs (an index range of one player's runs of one puzzle). A run still in play changes no board.
 */
export function refreshEntriesOf(runId: string): RawBuilder<unknown>[] {
  // Each column by equality, the board too: a lookup of the primary key (a row value IN scans it on SQLite).
  const ended = (column: string) => sql`(select ${sql.ref(column)} from runs where id = ${runId} and status <> 'playing')`;
  const clear = sql`delete from board_entries where board in (${sql.join(BOARDS.map((board) => sql.lit(board)))})
    and puzzle_id = ${ended('puzzle_id')} and player_id = ${ended('player_id')}`;
  const updates = KEY_COLUMNS.map((column) => sql.raw(`${column} = excluded.${column}`));
  const choose = (board: BoardName) => sql`insert into board_entries (${ENTRY_COLUMNS})
    select ${entryOfRun(board)} from runs changed join runs r on r.puzzle_id = changed.puzzle_id and r.player_id = changed.player_id
    where changed.id = ${runId} and changed.status <> 'playing' and ${countsSql(board)}
    order by 5, 6, 7, 8, 9, 10, 4
    limit 1
    on conflict (board, puzzle_id, player_id) do update set run_id = excluded.run_id, ${sql.join(updates)},
      finished_at = excluded.finished_at, status = excluded.status, time_ms = excluded.time_ms, score = excluded.score`;
  // ORDER_COLUMNS by position (5-9: k1-k5, 10: finished_at, 4: run_id). On conflict: two
  // processes ending runs of one player on one puzzle at once (PostgreSQL), the later one updates.
  return [clear, ...BOARDS.map(choose)];
}

/**
 * After a moderator restricted, hid (or cleared) a player: their entries on every board chosen
 * again from their runs. The puzzles they played are one range of `runs_player`, and each of
 * their entries is then a primary-key lookup (board, puzzle, player), so the work is the
 * player's own runs, not the table's.
 */
export function refreshEntriesOfPlayer(playerId: string): RawBuilder<unknown>[] {
  const boards = sql.join(BOARDS.map((board) => sql.lit(board)));
  const clear = sql`delete from board_entries where board in (${boards})
    and puzzle_id in (select distinct puzzle_id from runs where player_id = ${playerId}) and player_id = ${playerId}`;
  const choose = (board: BoardName) => {
    const keys = sql.join([...KEY_COLUMNS.map((_, i) => keySql(board, i)), sql`coalesce(r.finished_at, 0)`, sql`r.id`]);
    return sql`insert into board_entries (${ENTRY_COLUMNS})
      select ${ENTRY_COLUMNS} from (
        select ${entryOfRun(board)}, row_number() over (partition by r.puzzle_id order by ${keys}) as place
        from runs r where r.player_id = ${playerId} and ${countsSql(board)}
      ) best where place = 1`;
  };
  return [clear, ...BOARDS.map(choose)];
}

/**
 * Every board's entries made again from all runs (the migrations that add them or change what
 * counts; a bulk load). `first`: the boards and rules of migration 0007.
 */
export function rebuildEntries(rules: CountingRules = 'fair-play'): RawBuilder<unknown>[] {
  const fill = (board: BoardName) => {
    const keys = sql.join([...KEY_COLUMNS.map((_, i) => keySql(board, i)), sql`coalesce(r.finished_at, 0)`, sql`r.id`]);
    return sql`insert into board_entries (${ENTRY_COLUMNS})
      select ${ENTRY_COLUMNS} from (
        select ${entryOfRun(board)}, row_number() over (partition by r.puzzle_id, r.player_id order by ${keys}) as place
        from runs r where ${countsSql(board, rules)}
      ) best where place = 1`;
  };
  return [sql`delete from board_entries`, ...(rules === 'first' ? BOARD_KINDS : BOARDS).map(fill)];
}
