import { gamesPlacedBy } from '@gridrace/core';
import { sql, type RawBuilder } from 'kysely';
import { AVERAGE_SIZES } from '../stats/player-stats.ts';

/**
 * The SQL that keeps a player's statistics (migrations 0010, 0011), so that asking for them
 * reads a few index entries, however many runs the player has. They are kept per kind of board
 * (core's `statsKindOf`: a 3x3 best is no 4x4 best). `stats_entries`: one row per ranked run
 * that ended, with its kind and figures in columns (each best is the first entry of an index)
 * and the trimmed averages of the windows of its kind ending at it (the best average is an
 * index's first entry too); `stats_totals`: per player, game and kind, the counts and sums the
 * means are made of.
 */

/** A column per average size, in AVERAGE_SIZES' order. */
export const AVERAGE_COLUMNS = ['ao5', 'ao12', 'ao100'] as const satisfies readonly `ao${(typeof AVERAGE_SIZES)[number]}`[];
/** The columns an entry is made of from its run (the averages come after, from its neighbours). */
export const ENTRY_COLUMNS = [
  'run_id',
  'player_id',
  'game',
  'kind',
  'puzzle_id',
  'started_at',
  'status',
  'result',
  'time_solved',
  'moves_solved',
  'less_score',
  'moves_per_second',
  'efficiency',
  'daily_date',
] as const;
const TOTAL_COLUMNS = ['runs', 'solves', 'timed_moves', 'timed_ms', 'efficiency_sum', 'efficiency_count'] as const;

const double = (value: RawBuilder<unknown>) => sql`cast(${value} as double precision)`;
/** `then` for a run `r` of a game whose goal is `score`, else `otherwise`. */
const byGoal = (game: RawBuilder<unknown>, then: RawBuilder<unknown>, otherwise: RawBuilder<unknown>): RawBuilder<unknown> => {
  const scoring = gamesPlacedBy('score').map((game) => sql.lit(game));
  return scoring.length === 0 ? otherwise : sql`case when ${game} in (${sql.join(scoring)}) then ${then} else ${otherwise} end`;
};

const solved = sql`r.status = 'solved' and r.time_ms is not null`;
/** A run `r`'s efficiency with its puzzle `p`'s par: par / moves when solved, score / par for a score goal. */
const EFFICIENCY = byGoal(
  sql`r.game`,
  sql`case when p.par > 0 then ${double(sql`r.score`)} / p.par end`,
  sql`case when r.status = 'solved' and p.par is not null and r.moves > 0 then ${double(sql`p.par`)} / r.moves end`,
);
/**
 * The statistics kind of the puzzle id `id` (core's `statsKindOf`): the id without its last
 * segment, a seed or a described board, which are made of SEGMENT_CHARACTERS only. Both
 * dialects' `rtrim` takes the characters to strip; a kind never ends with a dot.
 */
const SEGMENT_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-~';
export const kindOfPuzzle = (id: RawBuilder<unknown>): RawBuilder<string> => sql<string>`rtrim(rtrim(${id}, ${sql.lit(SEGMENT_CHARACTERS)}), '.')`;

/** Run `r`'s entry (its puzzle `p`), named as ENTRY_COLUMNS: what player-stats.ts counts of a run. */
const entryOfRun = sql`r.id as run_id, r.player_id as player_id, r.game as game, ${kindOfPuzzle(sql`r.puzzle_id`)} as kind, r.puzzle_id as puzzle_id,
  r.started_at as started_at, r.status as status,
  ${byGoal(sql`r.game`, sql`r.score`, sql`case when r.status = 'solved' then r.time_ms end`)} as result,
  case when ${solved} then r.time_ms end as time_solved,
  case when ${solved} then r.moves end as moves_solved,
  -r.score as less_score,
  case when ${solved} and r.time_ms > 0 then ${double(sql`r.moves`)} / (${double(sql`r.time_ms`)} / 1000) end as moves_per_second,
  ${EFFICIENCY} as efficiency,
  (select min(d.date) from dailies d where d.puzzle_id = r.puzzle_id and d.game = r.game) as daily_date`;

/** An entry `e`'s share of its totals, one expression per TOTAL_COLUMNS. */
const SHARE: RawBuilder<unknown>[] = [
  sql`1`,
  sql`case when e.time_solved is not null then 1 else 0 end`,
  sql`case when e.moves_per_second is not null then e.moves_solved else 0 end`,
  sql`case when e.moves_per_second is not null then e.time_solved else 0 end`,
  sql`coalesce(e.efficiency, 0)`,
  sql`case when e.efficiency is not null then 1 else 0 end`,
];

const columns = (names: readonly string[]) => sql.raw(names.join(', '));

/**
 * The trimmed average of `size` results ending at each entry of `s` (trimmed-averages.ts, in
 * SQL): null before `size` results or with two DNFs; one DNF is the dropped worst. The
 * integer sums divided once give the same double as the running sums in JavaScript.
 */
function averageSql(size: number, partition: RawBuilder<unknown>): RawBuilder<unknown> {
  const over = sql`over (${partition} order by s.started_at, s.run_id rows between ${sql.raw(String(size - 1))} preceding and current row)`;
  const best = byGoal(sql`s.game`, sql`max(s.result) ${over}`, sql`min(s.result) ${over}`);
  const count = sql`count(*) ${over}`;
  const dnfs = sql`(${count} - count(s.result) ${over})`;
  const kept = sql.raw(String(size - 2));
  return sql`case when ${count} < ${sql.lit(size)} or ${dnfs} > 1 then null
    when ${dnfs} = 1 then ${double(sql`sum(s.result) ${over} - ${best}`)} / ${kept}
    else ${double(sql`sum(s.result) ${over} - min(s.result) ${over} - max(s.result) ${over}`)} / ${kept} end`;
}
const averagesSql = (partition: RawBuilder<unknown>) => sql.join(AVERAGE_SIZES.map((size, i) => sql`${averageSql(size, partition)} as ${sql.raw(AVERAGE_COLUMNS[i] as string)}`));

/** The longest window: the entries before a changed one whose averages it needs. */
const LONGEST = Math.max(...AVERAGE_SIZES);
const ENTRY = sql.raw(ENTRY_COLUMNS.join(', '));
const ENTRY_OF = (table: string) => sql.raw(ENTRY_COLUMNS.map((column) => `${table}.${column}`).join(', '));
const setAverages = sql.raw(AVERAGE_COLUMNS.map((column) => `${column} = excluded.${column}`).join(', '));

/**
 * The averages of the windows that run `runId` falls in, or fell in: the `LONGEST` entries
 * from its place on (its own, if it has one), computed over them and the `LONGEST - 1` before.
 * Two index ranges of one player's kind of board, however many runs they have.
 */
function windowsFrom(runId: string): RawBuilder<unknown> {
  const range = (side: '<' | '>=', order: 'asc' | 'desc', limit: number) => sql`select * from (
      select ${ENTRY_OF('e')}, ${sql.lit(side === '>=' ? 1 : 0)} as affected from stats_entries e join runs x on x.id = ${runId}
      where e.player_id = x.player_id and e.game = x.game and e.kind = ${kindOfPuzzle(sql`x.puzzle_id`)} and (e.started_at, e.run_id) ${sql.raw(side)} (x.started_at, x.id)
      order by e.started_at ${sql.raw(order)}, e.run_id ${sql.raw(order)} limit ${sql.lit(limit)}) ${sql.raw(side === '>=' ? 'from_run' : 'before_run')}`;
  return sql`insert into stats_entries (${ENTRY}, ${columns(AVERAGE_COLUMNS)})
    select ${ENTRY}, ${columns(AVERAGE_COLUMNS)} from (
      select ${ENTRY_OF('s')}, s.affected, ${averagesSql(sql``)}
      from (${range('<', 'desc', LONGEST - 1)} union all ${range('>=', 'asc', LONGEST)}) s
    ) windows where affected = 1
    on conflict (run_id) do update set ${setAverages}`;
}

/**
 * After run `runId` was written: its share of the totals taken back, its entry made again (a
 * run in play, or one that does not rank, has none) and its share added, and the averages of
 * the windows it falls in made again. On PostgreSQL, of two processes ending runs of one player
 * and kind at once, the second waits at `add` for the totals row until the first commits: its
 * windows, read after, see the first one's entry.
 */
export function refreshStatsOf(runId: string): RawBuilder<unknown>[] {
  const ofEntry = (column: string) => sql`(select ${sql.ref(column)} from stats_entries where run_id = ${runId})`;
  const take = sql`update stats_totals set ${sql.join(
    TOTAL_COLUMNS.map((column, i) => sql`${sql.raw(column)} = ${sql.raw(column)} - (select ${SHARE[i]} from stats_entries e where e.run_id = ${runId})`),
  )} where player_id = ${ofEntry('player_id')} and game = ${ofEntry('game')} and kind = ${ofEntry('kind')}`;
  const clear = sql`delete from stats_entries where run_id = ${runId}`;
  const enter = sql`insert into stats_entries (${ENTRY})
    select ${entryOfRun} from runs r left join puzzles p on p.id = r.puzzle_id
    where r.id = ${runId} and r.ranked = 1 and r.status <> 'playing'`;
  const add = sql`insert into stats_totals (player_id, game, kind, ${columns(TOTAL_COLUMNS)})
    select e.player_id, e.game, e.kind, ${sql.join(SHARE)} from stats_entries e where e.run_id = ${runId}
    on conflict (player_id, game, kind) do update set ${sql.raw(TOTAL_COLUMNS.map((column) => `${column} = stats_totals.${column} + excluded.${column}`).join(', '))}`;
  return [take, clear, enter, add, windowsFrom(runId)];
}

/**
 * After a puzzle's par was stored (a first solve, or a newer solver's): the efficiency of its
 * runs' entries, and their players' sums, made again. A par is the server's work, not a request's.
 */
export function refreshParOf(puzzleId: string): RawBuilder<unknown>[] {
  const players = sql`(player_id, game, kind) in (select player_id, game, kind from stats_entries where puzzle_id = ${puzzleId})`;
  const sums = (sign: '+' | '-') =>
    sql`update stats_totals set
      efficiency_sum = efficiency_sum ${sql.raw(sign)} (select coalesce(sum(e.efficiency), 0) from stats_entries e
        where e.puzzle_id = ${puzzleId} and e.player_id = stats_totals.player_id and e.game = stats_totals.game and e.kind = stats_totals.kind),
      efficiency_count = efficiency_count ${sql.raw(sign)} (select count(e.efficiency) from stats_entries e
        where e.puzzle_id = ${puzzleId} and e.player_id = stats_totals.player_id and e.game = stats_totals.game and e.kind = stats_totals.kind)
      where ${players}`;
  const efficiency = sql`update stats_entries set efficiency = (
      select ${EFFICIENCY} from runs r left join puzzles p on p.id = r.puzzle_id where r.id = stats_entries.run_id)
    where puzzle_id = ${puzzleId}`;
  return [sums('-'), efficiency, sums('+')];
}

/** Every entry and total made again from all runs (the migration that keeps them per kind; a bulk load). */
export function rebuildStats(): RawBuilder<unknown>[] {
  return [
    sql`delete from stats_entries`,
    sql`delete from stats_totals`,
    sql`insert into stats_entries (${ENTRY}, ${columns(AVERAGE_COLUMNS)})
      select ${ENTRY}, ${averagesSql(sql`partition by s.player_id, s.game, s.kind`)} from (
        select ${entryOfRun} from runs r left join puzzles p on p.id = r.puzzle_id where r.ranked = 1 and r.status <> 'playing'
      ) s`,
    sql`insert into stats_totals (player_id, game, kind, ${columns(TOTAL_COLUMNS)})
      select e.player_id, e.game, e.kind, ${sql.join(TOTAL_COLUMNS.map((column, i) => sql`sum(${SHARE[i]}) as ${sql.raw(column)}`))}
      from stats_entries e group by e.player_id, e.game, e.kind`,
  ];
}
