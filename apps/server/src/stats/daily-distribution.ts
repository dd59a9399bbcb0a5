import { goalPolicyOf, placingFigureOf, rulesOf, type GameName, type PlacingFigure } from '@gridrace/core';
import { bin, nice } from 'd3-array';
import { rankRuns } from '../leaderboards/ranking.ts';
import type { BoardsStore, RunRecord } from '../store/store.ts';

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
  readonly figure: PlacingFigure;
  readonly count: number;
  readonly unfinished: number;
  readonly buckets: Bucket[];
  readonly own: OwnStanding | null;
}

/** About ten bars: enough to see a shape, few enough for a phone. */
const BARS = 10;

/**
 * Equal-width buckets from `low` to `high` on round bounds (d3's nice ticks: 1, 2 or 5 times a
 * power of ten), empty: d3 draws them from the domain alone. A value goes in the last bucket
 * whose `from` it reaches.
 */
export function histogramBounds(low: number, high: number): { from: number; to: number }[] {
  if (low === high) return [{ from: low, to: low + 1 }];
  const [from, to] = nice(low, high, BARS);
  return bin()
    .domain([from, to])
    .thresholds(BARS)([])
    .map((b) => ({ from: b.x0 ?? from, to: b.x1 ?? to }));
}

/** Buckets from how many values reach each bucket's `from` (`atLeast`, the first bucket's all of them). */
const bucketsOf = (bounds: readonly { from: number; to: number }[], atLeast: readonly number[]): Bucket[] =>
  bounds.map((bound, i) => ({ ...bound, count: (atLeast[i] ?? 0) - (atLeast[i + 1] ?? 0) }));

export function histogram(values: readonly number[]): Bucket[] {
  if (values.length === 0) return [];
  const bounds = histogramBounds(Math.min(...values), Math.max(...values));
  return bucketsOf(
    bounds,
    bounds.map((bound, i) => (i === 0 ? values.length : values.filter((value) => value >= bound.from).length)),
  );
}

const percentileOf = (behind: number, count: number): number | null => (count > 1 ? (100 * behind) / (count - 1) : null);

/**
 * A puzzle's results as everyone may see them: one best counting run per player (docs/runs.md#ranking),
 * placed by time (finish games) or score (score games), and where `playerId` stands.
 */
export function dailyDistribution(game: GameName, runs: readonly RunRecord[], playerId: string | null): Distribution {
  const rules = rulesOf(game);
  const ranked = rankRuns(game, runs);
  const { figure, placedValue } = goalPolicyOf(rules);
  // A finish game's board left unsolved (a `same` board not cleared) still ranks, but has no time to place.
  const placed = ranked.flatMap((run) => placedValue(run) ?? []);
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
      percentile: percentileOf(behind, ranked.length),
    };
  }
  return { figure, count: ranked.length, unfinished: ranked.length - placed.length, buckets: histogram(placed), own };
}

/**
 * `dailyDistribution` told by the database: the buckets are counts over the puzzle's board
 * (one best run per player, as the daily leaderboard ranks them), the asker's standing two
 * index counts; no run is read but the asker's.
 */
export async function dailyDistributionOf(store: BoardsStore, game: GameName, puzzleId: string, playerId: string | null): Promise<Distribution> {
  const figure = placingFigureOf(rulesOf(game));
  const [extent, standing] = await Promise.all([store.boardExtent('game', puzzleId, figure), playerId === null ? null : store.boardStanding('game', puzzleId, playerId, true)]);
  let buckets: Bucket[] = [];
  if (extent.low !== null && extent.high !== null) {
    const bounds = histogramBounds(extent.low, extent.high);
    const reaching = await store.boardAtLeast(
      'game',
      puzzleId,
      figure,
      bounds.slice(1).map((bound) => bound.from),
    );
    buckets = bucketsOf(bounds, [extent.placed, ...reaching]);
  }
  const own: OwnStanding | null = standing && {
    rank: standing.ahead + 1,
    timeMs: standing.run.timeMs,
    moves: standing.run.moves,
    score: standing.run.score,
    percentile: percentileOf(standing.behind ?? 0, extent.count),
  };
  return { figure, count: extent.count, unfinished: extent.count - extent.placed, buckets, own };
}
