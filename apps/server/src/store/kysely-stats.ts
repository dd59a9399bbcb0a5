import { GAMES, goalPolicyOf, rulesOf, type GameName } from '@gridrace/core';
import type { Compilable, ExpressionBuilder, Kysely, Selectable } from 'kysely';
import { compiledBy } from './compiled-by.ts';
import { AVERAGE_COLUMNS, refreshParOf, refreshStatsOf } from './stats-entries.ts';
import type { Database, StatsTotalsTable } from './schema.ts';
import type { StatsBest, StatsSummary, Store } from './store.ts';

type StatsStore = Pick<Store, 'statsKindsOf' | 'statsSummaryOf'>;
const ORDERED = ['time_solved', 'moves_solved', 'less_score'] as const;
type Ordered = (typeof ORDERED)[number];
type Highest = 'moves_per_second' | 'efficiency' | 'ao5' | 'ao12' | 'ao100';

/** The statements that keep a run's statistics, written in the same transaction as the run. */
export const refreshingStats = (db: Kysely<Database>, runId: string): Compilable[] => compiledBy(db, refreshStatsOf(runId));
/** The statements that keep the efficiency of a puzzle's runs, written with its par. */
export const refreshingPar = (db: Kysely<Database>, puzzleId: string): Compilable[] => compiledBy(db, refreshParOf(puzzleId));

/** The aggregate that finds the best of figures better `lower` or `higher`. */
const BEST_AGGREGATE = { lower: 'min', higher: 'max' } as const;

const orNull = (value: number | string | null | undefined): number | null => (value === null || value === undefined ? null : Number(value));

type Totals = Selectable<StatsTotalsTable> & Record<string, number | string | null>;
type Entries = ExpressionBuilder<Database & { t: StatsTotalsTable }, 't'>;

/**
 * The statistics part of the Kysely store: a player's kinds of board, each with one row of
 * totals; per kind asked for, that row with the first entries of indexes beside it, the latest
 * entries, the dailies.
 */
export function kyselyStats(db: Kysely<Database>): StatsStore {
  const entries = (playerId: string, game: string, kind: string) =>
    db.selectFrom('stats_entries').where('player_id', '=', playerId).where('game', '=', game).where('kind', '=', kind);
  /** The player's entries of the game and kind of totals row `t` that have `column`. */
  const entriesOfT = (eb: Entries, column: Ordered | Highest) =>
    eb
      .selectFrom('stats_entries as e')
      .whereRef('e.player_id', '=', 't.player_id')
      .whereRef('e.game', '=', 't.game')
      .whereRef('e.kind', '=', 't.kind')
      .where(`e.${column}`, 'is not', null);
  /** The entry first in `column`'s index (the earlier run on a tie): its run, or its figure. */
  const first = (eb: Entries, column: Ordered, pick: 'run_id' | Ordered) =>
    entriesOfT(eb, column).select(`e.${pick}`).orderBy(`e.${column}`).orderBy('e.started_at').orderBy('e.run_id').limit(1);
  /** The highest (or lowest) of a column: one end of its index, asked as such (a planner without statistics may not see `max` so). */
  const extreme = (eb: Entries, column: Highest, end: 'max' | 'min') =>
    entriesOfT(eb, column)
      .select(`e.${column}`)
      .orderBy(`e.${column}`, end === 'max' ? 'desc' : 'asc')
      .limit(1);

  /** A kind's row of totals, with its bests (an index's first entry each) in columns of the same row: one query. */
  const totalsOf = (playerId: string, game: string, kind: string) =>
    db
      .selectFrom('stats_totals as t')
      .selectAll('t')
      .select((eb) => [
        ...ORDERED.flatMap((column) => [first(eb, column, 'run_id').as(`${column}_run`), first(eb, column, column).as(`${column}_value`)]),
        extreme(eb, 'moves_per_second', 'max').as('moves_per_second_best'),
        extreme(eb, 'efficiency', 'max').as('efficiency_best'),
        ...AVERAGE_COLUMNS.flatMap((column) => [extreme(eb, column, 'min').as(`${column}_min`), extreme(eb, column, 'max').as(`${column}_max`)]),
      ])
      .where('t.player_id', '=', playerId)
      .where('t.game', '=', game)
      .where('t.kind', '=', kind)
      .where('t.runs', '>', 0)
      .executeTakeFirst() as Promise<Totals | undefined>;

  async function summaryOf(totals: Totals, playerId: string, latestCount: number): Promise<StatsSummary> {
    const { game, kind } = totals;
    const best = (column: Ordered, sign: 1 | -1): StatsBest | null => {
      const value = orNull(totals[`${column}_value`]);
      // `0 - value`, not `-value`: a score of 0 is 0, not -0.
      return value === null ? null : { value: sign === 1 ? value : 0 - value, runId: String(totals[`${column}_run`]) };
    };
    const averagesBest = GAMES.includes(game as GameName) ? BEST_AGGREGATE[goalPolicyOf(rulesOf(game as GameName)).better] : 'min';
    const [latest, dailies] = await Promise.all([
      entries(playerId, game, kind)
        .select(['run_id', 'started_at', 'result', ...AVERAGE_COLUMNS])
        .orderBy('started_at', 'desc')
        .orderBy('run_id', 'desc')
        .limit(latestCount)
        .execute(),
      // Of every kind: a streak is the game's. In the order of its index, so that a planner without statistics yet still takes that one.
      db.selectFrom('stats_entries').where('player_id', '=', playerId).where('game', '=', game).select(['daily_date', 'started_at', 'status']).where('daily_date', 'is not', null).orderBy('daily_date').execute(),
    ]);
    const timedMs = Number(totals.timed_ms);
    const efficiencyCount = Number(totals.efficiency_count);
    const bestRate = orNull(totals.moves_per_second_best);
    const bestEfficiency = orNull(totals.efficiency_best);
    return {
      game,
      kind,
      runs: Number(totals.runs),
      solves: Number(totals.solves),
      bests: { time: best('time_solved', 1), moves: best('moves_solved', 1), score: best('less_score', -1) },
      bestAverages: AVERAGE_COLUMNS.map((column) => orNull(totals[`${column}_${averagesBest}`])),
      latest: latest.reverse().map((row) => ({
        runId: row.run_id,
        startedAt: Number(row.started_at),
        value: orNull(row.result),
        averages: AVERAGE_COLUMNS.map((column) => orNull(row[column])),
      })),
      timed: timedMs > 0 && bestRate !== null ? { moves: Number(totals.timed_moves), ms: timedMs, best: bestRate } : null,
      efficiency: efficiencyCount > 0 && bestEfficiency !== null ? { sum: Number(totals.efficiency_sum), count: efficiencyCount, best: bestEfficiency } : null,
      dailies: dailies.map((row) => ({ date: row.daily_date as string, startedAt: Number(row.started_at), status: row.status })),
    };
  }

  return {
    async statsKindsOf(playerId, game, limit) {
      const rows = await db
        .selectFrom('stats_totals as t')
        .select(['t.game', 't.kind', 't.runs'])
        // The end of the kind's (player, game, kind, started_at) index: one entry read per kind.
        .select((eb) =>
          eb
            .selectFrom('stats_entries as e')
            .select('e.started_at')
            .whereRef('e.player_id', '=', 't.player_id')
            .whereRef('e.game', '=', 't.game')
            .whereRef('e.kind', '=', 't.kind')
            .orderBy('e.started_at', 'desc')
            .limit(1)
            .as('last_started_at'),
        )
        .where('t.player_id', '=', playerId)
        .$if(game !== null, (query) => query.where('t.game', '=', game as string))
        .where('t.runs', '>', 0)
        .orderBy('last_started_at', 'desc')
        .orderBy('t.kind')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ game: row.game, kind: row.kind, runs: Number(row.runs), lastStartedAt: Number(row.last_started_at) }));
    },
    async statsSummaryOf(playerId, game, kind, latest) {
      const totals = await totalsOf(playerId, game, kind);
      return totals ? summaryOf(totals, playerId, latest) : null;
    },
  };
}
