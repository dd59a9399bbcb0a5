import type { RankedResult } from './goal.ts';

/** Negative when `a` ranks ahead of `b`, positive when behind, 0 when they tie. */
export type CompareResults = (a: RankedResult, b: RankedResult) => number;

/** A result with no time ranks after every timed one. */
export const NO_TIME = Number.MAX_SAFE_INTEGER;
const time = (result: RankedResult): number => result.timeMs ?? NO_TIME;

export const solvedOnly = (status: string): boolean => status === 'solved';
/** Every run that has ended (given up, stuck, handed in or solved): not one still in play. */
export const endedAny = (status: string): boolean => status !== 'playing';

/**
 * One figure a result ranks by, lower first. A game's order is a list of them, compared in
 * turn: the order as data, so a database can keep it in an index as well as code can sort by it.
 */
export type RankKey = 'unsolved' | 'solvedTime' | 'time' | 'moves' | 'remaining' | 'lessScore';

export const RANK_KEYS: Record<RankKey, (result: RankedResult) => number> = {
  /** Solved (cleared) boards ahead of the others. */
  unsolved: (result) => (solvedOnly(result.status) ? 0 : 1),
  /** Solved boards by time; the others tie here. */
  solvedTime: (result) => (solvedOnly(result.status) ? time(result) : 0),
  time,
  moves: (result) => result.moves,
  remaining: (result) => result.remaining ?? 0,
  lessScore: (result) => -result.score,
};

/** Which runs rank at all: only `solved` ones, or every one that `ended`. */
export type Counting = 'solved' | 'ended';

/** The order of docs/runs.md#ranking for a game: which runs count, and the keys that rank them. */
export interface Ranking {
  readonly counting: Counting;
  readonly keys: readonly RankKey[];
}

/** The first key that tells two results apart decides. */
export const compareByKeys =
  (keys: readonly RankKey[]): CompareResults =>
  (a, b) => {
    for (const key of keys) {
      const order = RANK_KEYS[key](a) - RANK_KEYS[key](b);
      if (order !== 0) return order;
    }
    return 0;
  };

/** The goal members that rank: the order as data, and `counts` and `compare` made from it. */
export const rankingRules = (ranking: Ranking) => ({ ranking, counts: ranking.counting === 'solved' ? solvedOnly : endedAny, compare: compareByKeys(ranking.keys) }) as const;

/** `finish` games that rank only finished boards: by time, then by moves (docs/runs.md#ranking, `fifteen`, `pipes`). */
export const finishRanking = rankingRules({ counting: 'solved', keys: ['time', 'moves'] });
