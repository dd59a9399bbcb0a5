import { GAMES, placingFigureOf, rulesOf, type GameName } from '@gridrace/core';
import type { Compilable, Kysely } from 'kysely';
import { AVERAGE_COLUMNS, refreshParOf, refreshStatsOf } from './stats-entries.ts';
import type { Database, StatsEntriesTable } from './schema.ts';
import type { StatsBest, StatsSummary, Store } from './store.ts';

type StatsStore = Pick<Store, 'statsSummariesOf'>;
type Ordered = 'time_solved' | 'moves_solved' | 'less_score';
type Highest = 'moves_per_second' | 'efficiency' | 'ao5' | 'ao12' | 'ao100';

const compiled = (statements: ReturnType<typeof refreshStatsOf>, db: Kysely<Database>): Compilable[] =>
  statements.map((statement) => ({ compile: () => statement.compile(db) }));

/** The statements that keep a run's statistics, written in the same transaction as the run. */
export const refreshingStats = (db: Kysely<Database>, runId: string): Compilable[] => compiled(refreshStatsOf(runId), db);
/** The statements that keep the efficiency of a puzzle's runs, written with its par. */
export const refreshingPar = (db: Kysely<Database>, puzzleId: string): Compilable[] => compiled(refreshParOf(puzzleId), db);

const orNull = (value: number | string | null | undefined): number | null => (value === null || value === undefined ? null : Number(value));

/** The statistics part of the Kysely store: per game one row of totals and the first entries of indexes. */
export function kyselyStats(db: Kysely<Database>): StatsStore {
  const entries = (playerId: string, game: string) => db.selectFrom('stats_entries').where('player_id', '=', playerId).where('game', '=', game);

  /** The entry first in `column`'s index (the earlier run on a tie), with its figure. */
  async function first(playerId: string, game: string, column: Ordered, sign: 1 | -1): Promise<StatsBest | null> {
    const row = await entries(playerId, game)
      .select(['run_id', column])
      .where(column, 'is not', null)
      .orderBy(column)
      .orderBy('started_at')
      .orderBy('run_id')
      .limit(1)
      .executeTakeFirst();
    const value = orNull(row?.[column]);
    // `0 - value`, not `-value`: a score of 0 is 0, not -0.
    return row && value !== null ? { value: sign === 1 ? value : 0 - value, runId: row.run_id } : null;
  }

  /** The highest (or lowest) of a column: one end of its index. */
  async function extreme(playerId: string, game: string, column: Highest, end: 'max' | 'min'): Promise<number | null> {
    const row = await entries(playerId, game)
      .select((eb) => eb.fn[end]<number | null>(column).as('value'))
      .where(column, 'is not', null)
      .executeTakeFirst();
    return orNull(row?.value);
  }

  async function summaryOf(totals: { game: string; runs: number | string; solves: number | string; timed_moves: number | string; timed_ms: number | string; efficiency_sum: number | string; efficiency_count: number | string }, playerId: string, latestCount: number): Promise<StatsSummary> {
    const { game } = totals;
    const averagesBest = GAMES.includes(game as GameName) && placingFigureOf(rulesOf(game as GameName)) === 'score' ? 'max' : 'min';
    const [time, moves, score, bestRate, bestEfficiency, bestAverages, latest, dailies] = await Promise.all([
      first(playerId, game, 'time_solved', 1),
      first(playerId, game, 'moves_solved', 1),
      first(playerId, game, 'less_score', -1),
      extreme(playerId, game, 'moves_per_second', 'max'),
      extreme(playerId, game, 'efficiency', 'max'),
      Promise.all(AVERAGE_COLUMNS.map((column) => extreme(playerId, game, column, averagesBest))),
      entries(playerId, game)
        .select(['run_id', 'started_at', 'result', ...AVERAGE_COLUMNS])
        .orderBy('started_at', 'desc')
        .orderBy('run_id', 'desc')
        .limit(latestCount)
        .execute(),
      entries(playerId, game).select(['daily_date', 'started_at', 'status']).where('daily_date', 'is not', null).execute(),
    ]);
    const timedMs = Number(totals.timed_ms);
    const efficiencyCount = Number(totals.efficiency_count);
    return {
      game,
      runs: Number(totals.runs),
      solves: Number(totals.solves),
      bests: { time, moves, score },
      bestAverages,
      latest: latest.reverse().map((row: Pick<StatsEntriesTable, 'run_id' | 'started_at' | 'result' | 'ao5' | 'ao12' | 'ao100'>) => ({
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
    async statsSummariesOf(playerId, game, latest) {
      const totals = await db
        .selectFrom('stats_totals')
        .selectAll()
        .where('player_id', '=', playerId)
        .$if(game !== null, (query) => query.where('game', '=', game as string))
        .where('runs', '>', 0)
        .execute();
      return Promise.all(totals.map((row) => summaryOf(row, playerId, latest)));
    },
  };
}
