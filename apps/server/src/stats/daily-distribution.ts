import { rulesOf, type GameName } from '@gridrace/core';
import { bin, nice } from 'd3-array';
import { rankRuns } from '../leaderboards/ranking.ts';
import type { RunRecord } from '../store/store.ts';

export interface Bucket {
  /** Included. */
  readonly from: number;
  /** Excluded, but for the last bucket, which holds the highest result too. */
  readonly to: number;
  readonly count: number;
}

export interface OwnStanding {
  readonly rank: number;
  readonly timeMs: number | null;
  readonly moves: number;
  readonly score: number;
  /** Share (0-100) of the other players this one ranks strictly ahead of; null when alone. */
  readonly percentile: number | null;
}

export interface Distribution {
  readonly figure: 'time' | 'score';
  readonly count: number;
  readonly unfinished: number;
  readonly buckets: Bucket[];
  readonly own: OwnStanding | null;
}

/** About ten bars: enough to see a shape, few enough for a phone. */
const BARS = 10;

/** Equal-width buckets on round bounds (d3's nice ticks: 1, 2 or 5 times a power of ten). */
export function histogram(values: readonly number[]): Bucket[] {
  if (values.length === 0) return [];
  const low = Math.min(...values);
  const high = Math.max(...values);
  if (low === high) return [{ from: low, to: low + 1, count: values.length }];
  const [from, to] = nice(low, high, BARS);
  const bins = bin().domain([from, to]).thresholds(BARS)(values);
  return bins.map((b) => ({ from: b.x0 ?? from, to: b.x1 ?? to, count: b.length }));
}

/**
 * A puzzle's results as everyone may see them: one best counting run per player (SPEC §3),
 * placed by time (finish games) or score (score games), and where `playerId` stands.
 */
export function dailyDistribution(game: GameName, runs: readonly RunRecord[], playerId: string | null): Distribution {
  const rules = rulesOf(game);
  const ranked = rankRuns(game, runs);
  const figure = rules.goal === 'score' ? 'score' : 'time';
  // A finish game's board left unsolved (a `same` board not cleared) still ranks, but has no time to place.
  const placed = figure === 'score' ? ranked.map((run) => run.score) : ranked.flatMap((run) => (run.status === 'solved' && run.timeMs !== null ? [run.timeMs] : []));
  const index = playerId === null ? -1 : ranked.findIndex((run) => run.playerId === playerId);
  const mine = ranked[index];
  let own: OwnStanding | null = null;
  if (mine) {
    const behind = ranked.filter((run) => rules.compare(mine, run) < 0).length;
    own = {
      rank: index + 1,
      timeMs: mine.timeMs,
      moves: mine.moves,
      score: mine.score,
      percentile: ranked.length > 1 ? (100 * behind) / (ranked.length - 1) : null,
    };
  }
  return { figure, count: ranked.length, unfinished: ranked.length - placed.length, buckets: histogram(placed), own };
}
