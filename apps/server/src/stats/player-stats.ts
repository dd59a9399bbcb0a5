import { placingFigureOf, rulesOf, type BestFigure, type GameName, type Goal } from '@gridrace/core';
import type { StatsRunRecord } from '../store/store.ts';
import { dailyStreaks, type Streaks } from './streaks.ts';
import { runningTrimmedAverages, summary, trimmedAverage, type TrimmedAverage } from './trimmed-averages.ts';

/** A stored ranked run as statistics see it (the store's one query gives these, oldest first). */
export type StatsRun = Omit<StatsRunRecord, 'game' | 'finishedAt'>;

export interface Best {
  readonly value: number;
  readonly runId: string;
}

export interface Rate {
  /** Over every run that has the figure: totals divided (moves per second), or the mean ratio. */
  readonly mean: number;
  readonly best: number;
}

export interface PlayerGameStats {
  readonly game: GameName;
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

function rate(ratios: readonly { numerator: number; denominator: number }[], mean: 'totals' | 'ratios'): Rate | null {
  const usable = ratios.filter((r) => r.denominator > 0);
  if (usable.length === 0) return null;
  const each = usable.map((r) => r.numerator / r.denominator);
  const total = (pick: (r: { numerator: number; denominator: number }) => number) => usable.reduce((sum, r) => sum + pick(r), 0);
  return {
    mean: mean === 'totals' ? total((r) => r.numerator) / total((r) => r.denominator) : each.reduce((a, b) => a + b, 0) / each.length,
    best: Math.max(...each),
  };
}

/**
 * A player's statistics in one game from their ranked runs (hinted runs are never ranked),
 * oldest first. Runs still in play are left out. `today` is the UTC date the streak is told at.
 */
export function playerGameStats(game: GameName, runs: readonly StatsRun[], today: string): PlayerGameStats {
  const rules = rulesOf(game);
  const ended = runs.filter((run) => run.status !== 'playing');
  const solved = ended.filter((run) => run.status === 'solved' && run.timeMs !== null);
  const timed = (run: StatsRun) => run.timeMs ?? 0;
  const averageOf = placingFigureOf(rules);
  // A `finish` run that ended unsolved is a DNF in the averages, as speedsolvers count it.
  const results = ended.map((run) => (averageOf === 'score' ? run.score : run.status === 'solved' ? run.timeMs : null));
  const better = averageOf === 'score' ? 'higher' : 'lower';
  const withPar = ended.filter((run): run is StatsRun & { par: number } => run.par !== null);
  const efficiency =
    rules.goal === 'score'
      ? withPar.map((run) => ({ numerator: run.score, denominator: run.par }))
      : withPar.filter((run) => run.status === 'solved').map((run) => ({ numerator: run.par, denominator: run.moves }));
  // A daily keeps the streak on the day it is the daily of, counted as its leaderboard counts it.
  const dailyDays = ended
    .filter((run) => run.dailyDate !== null && rules.counts(run.status) && utcDay(run.startedAt) === run.dailyDate)
    .map((run) => run.dailyDate as string);
  const running12 = runningTrimmedAverages(results, 12, better);
  const firstShown = Math.max(0, ended.length - HISTORY_POINTS);
  const history = ended.slice(firstShown).map((run, k) => ({
    runId: run.id,
    at: run.startedAt,
    value: results[firstShown + k] ?? null,
    average12: running12[firstShown + k] ?? null,
  }));
  const since = utcDay(Date.parse(`${today}T00:00:00Z`) - (CALENDAR_DAYS - 1) * DAY_MS);
  return {
    game,
    goal: rules.goal,
    averageOf,
    bestFigure: rules.bestFigure,
    runs: ended.length,
    solves: solved.length,
    bests: {
      time: bestOf(solved, timed, 'lower'),
      moves: bestOf(solved, (run) => run.moves, 'lower'),
      score: rules.bestFigure === 'score' ? bestOf(ended, (run) => run.score, 'higher') : null,
    },
    averages: AVERAGE_SIZES.map((size) => (size === 12 ? summary(running12, size, better) : trimmedAverage(results, size, better))),
    movesPerSecond: rate(solved.map((run) => ({ numerator: run.moves, denominator: timed(run) / 1000 })), 'totals'),
    efficiency: rate(efficiency, 'ratios'),
    streak: dailyStreaks(dailyDays, today),
    history,
    dailyDays: [...new Set(dailyDays)].filter((day) => day >= since && day <= today).sort(),
  };
}
