import { type BestFigure, type GameName, type Goal, goalPolicyOf, rulesOf, showsBest } from '@gridrace/core';
import type { StatsSummary } from '../store/store.ts';
import { dailyStreaks, type Streaks } from './streaks.ts';
import { runningTrimmedAverages, summary, type TrimmedAverage } from './trimmed-averages.ts';

/** A ranked run as statistics count it. */
export interface StatsRun {
  readonly id: string;
  readonly status: string;
  readonly startedAt: number;
  readonly timeMs: number | null;
  readonly moves: number;
  readonly score: number;
  /** The puzzle's par, when the server has solved it; else null. */
  readonly par: number | null;
  /** The day whose daily the run's puzzle is (YYYY-MM-DD), or null. */
  readonly dailyDate: string | null;
}

export interface Best {
  readonly value: number;
  readonly runId: string;
}

export interface Rate {
  /** Over every run that has the figure: totals divided (moves per second), or the mean ratio. */
  readonly mean: number;
  readonly best: number;
}

/** A kind of board a player has played (core's `statsKindOf`), named for people. */
export interface KindPlayed {
  readonly kind: string;
  /** The kind's params segment (`4`, `7x4w3c0r10`), or null for a game's custom boards. */
  readonly params: string | null;
  /** Its boards in words, in English ("4×4", "7×4, journey level 1", "custom boards"). */
  readonly board: string;
  readonly runs: number;
  readonly lastPlayedAt: number;
}

export interface PlayerGameStats {
  readonly game: GameName;
  /** The kind of board the figures are of (core's `statsKindOf`); null without a ranked run of the game. */
  readonly kind: string | null;
  /** The kinds of board the player has ranked runs of in this game, the one played last first. */
  readonly kinds: KindPlayed[];
  readonly goal: Goal;
  /** What the averages are of: `time` (ms, lower is better), or `score` (higher is better). */
  readonly averageOf: 'time' | 'score';
  readonly bestFigure: BestFigure;
  /** Ranked runs that ended, and of them the solved ones. */
  readonly runs: number;
  readonly solves: number;
  readonly bests: { readonly time: Best | null; readonly moves: Best | null; readonly score: Best | null };
  readonly averages: TrimmedAverage[];
  readonly movesPerSecond: Rate | null;
  /** Par / moves for `finish` games, score / par for `score` games: 1 is par. */
  readonly efficiency: Rate | null;
  readonly streak: Streaks;
  /** The latest results, oldest first, with the running average of 12 (what the player page draws). */
  readonly history: HistoryPoint[];
  /** The UTC days of the last year (53 weeks, today included) with a counting daily played, oldest first. */
  readonly dailyDays: string[];
}

export interface HistoryPoint {
  readonly runId: string;
  readonly at: number;
  /** The time (ms) or score the averages count; null for a finish game's board left unsolved. */
  readonly value: number | null;
  readonly average12: number | null;
}

/** Enough points for a readable line on a phone and a year of a daily player. */
export const HISTORY_POINTS = 500;
const CALENDAR_DAYS = 53 * 7;

export const AVERAGE_SIZES = [5, 12, 100] as const;

const DAY_MS = 86_400_000;
const utcDay = (instant: number): string => new Date(Math.floor(instant / DAY_MS) * DAY_MS).toISOString().slice(0, 10);

/** The run holding the best figure; on a tie the earlier run keeps it (it got there first). */
function bestOf(runs: readonly StatsRun[], figure: (run: StatsRun) => number, better: 'lower' | 'higher'): Best | null {
  let best: Best | null = null;
  for (const run of runs) {
    const value = figure(run);
    if (best === null || (better === 'lower' ? value < best.value : value > best.value)) best = { value, runId: run.id };
  }
  return best;
}

const ratiosOf = (pairs: readonly { numerator: number; denominator: number }[]) =>
  pairs.filter((r) => r.denominator > 0).map((r) => ({ ...r, ratio: r.numerator / r.denominator }));
const highest = (values: readonly number[]): number => values.reduce((a, b) => Math.max(a, b), -Infinity);

/**
 * What the store keeps of a player's ranked runs of one game and kind of board (stats-entries.ts),
 * folded from all of them, oldest first: the definition the database's figures are held to (its
 * tests compare the two), and what the statistics of a list of runs are made from. The dailies
 * are the game's, of every kind (`ofGame`: all its runs; a streak is the game's).
 */
export function summaryOfRuns(game: GameName, kind: string, runs: readonly StatsRun[], latest = HISTORY_POINTS, ofGame: readonly StatsRun[] = runs): StatsSummary {
  const rules = rulesOf(game);
  const ended = runs.filter((run) => run.status !== 'playing');
  const solved = ended.filter((run) => run.status === 'solved' && run.timeMs !== null);
  const policy = goalPolicyOf(rules);
  // A `finish` run that ended unsolved is a DNF in the averages, as speedsolvers count it.
  const results = ended.map((run) => policy.placedValue(run));
  const { better } = policy;
  const running = AVERAGE_SIZES.map((size) => runningTrimmedAverages(results, size, better));
  const withPar = ended.filter((run): run is StatsRun & { par: number } => run.par !== null);
  const efficiency = ratiosOf(withPar.filter((run) => policy.placed(run)).map((run) => policy.againstPar(run, run.par)));
  const timed = solved.filter((run) => (run.timeMs as number) > 0);
  const firstShown = Math.max(0, ended.length - latest);
  return {
    game,
    kind,
    runs: ended.length,
    solves: solved.length,
    bests: {
      time: bestOf(solved, (run) => run.timeMs as number, 'lower'),
      moves: bestOf(solved, (run) => run.moves, 'lower'),
      score: bestOf(ended, (run) => run.score, 'higher'),
    },
    bestAverages: running.map((averages, k) => summary(averages, AVERAGE_SIZES[k] as number, better).best),
    latest: ended.slice(firstShown).map((run, k) => ({
      runId: run.id,
      startedAt: run.startedAt,
      value: results[firstShown + k] ?? null,
      averages: running.map((averages) => averages[firstShown + k] ?? null),
    })),
    timed:
      timed.length === 0
        ? null
        : {
            moves: timed.reduce((sum, run) => sum + run.moves, 0),
            ms: timed.reduce((sum, run) => sum + (run.timeMs as number), 0),
            best: highest(timed.map((run) => run.moves / ((run.timeMs as number) / 1000))),
          },
    efficiency: efficiency.length === 0 ? null : { sum: efficiency.reduce((sum, r) => sum + r.ratio, 0), count: efficiency.length, best: highest(efficiency.map((r) => r.ratio)) },
    dailies: ofGame
      .filter((run) => run.status !== 'playing' && run.dailyDate !== null)
      .map((run) => ({ date: run.dailyDate as string, startedAt: run.startedAt, status: run.status })),
  };
}

/**
 * A player's statistics in one game and kind of board from what the store keeps of their ranked
 * runs of it (`kept.kind`; none when null), beside the `kinds` they played. `today` is the UTC
 * date the streak is told at.
 */
export function statsOfSummary(game: GameName, kept: Omit<StatsSummary, 'kind'> & { readonly kind: string | null }, today: string, kinds: KindPlayed[] = []): PlayerGameStats {
  const rules = rulesOf(game);
  const last = kept.latest.at(-1);
  // A daily keeps the streak on the day it is the daily of, counted as its leaderboard counts it.
  const dailyDays = kept.dailies.filter((run) => rules.counts(run.status) && utcDay(run.startedAt) === run.date).map((run) => run.date);
  const since = utcDay(Date.parse(`${today}T00:00:00Z`) - (CALENDAR_DAYS - 1) * DAY_MS);
  const twelve = AVERAGE_SIZES.indexOf(12);
  return {
    game,
    kind: kept.kind,
    kinds,
    goal: rules.goal,
    averageOf: goalPolicyOf(rules).figure,
    bestFigure: rules.bestFigure,
    runs: kept.runs,
    solves: kept.solves,
    bests: { ...kept.bests, score: showsBest(rules, 'score') ? kept.bests.score : null },
    averages: AVERAGE_SIZES.map((size, k) => ({ size, current: kept.runs < size ? null : (last?.averages[k] ?? null), best: kept.bestAverages[k] ?? null })),
    movesPerSecond: kept.timed && { mean: kept.timed.moves / (kept.timed.ms / 1000), best: kept.timed.best },
    efficiency: kept.efficiency && { mean: kept.efficiency.sum / kept.efficiency.count, best: kept.efficiency.best },
    streak: dailyStreaks(dailyDays, today),
    history: kept.latest.map((run) => ({ runId: run.runId, at: run.startedAt, value: run.value, average12: run.averages[twelve] ?? null })),
    dailyDays: [...new Set(dailyDays)].filter((day) => day >= since && day <= today).sort(),
  };
}

/**
 * A player's statistics in one game and kind of board from their ranked runs of it (hinted runs
 * are never ranked), oldest first. Runs still in play are left out. `today` is the UTC date the
 * streak is told at.
 */
export function playerGameStats(game: GameName, kind: string, runs: readonly StatsRun[], today: string): PlayerGameStats {
  return statsOfSummary(game, summaryOfRuns(game, kind, runs), today);
}
