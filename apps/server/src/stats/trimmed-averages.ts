/**
 * Trimmed averages as speedsolvers keep them (slidysim, csTimer, the WCA): the mean of the
 * last `size` results with the single best and the single worst dropped. A result that did not
 * finish (null, a DNF) is worse than every figure: one in a window is the dropped worst, two
 * make the whole average a DNF (null). Fewer than `size` results: no average at all (null).
 */

/** Which way a figure is better: `lower` (times), `higher` (scores). */
export type Better = 'lower' | 'higher';

export interface TrimmedAverage {
  readonly size: number;
  /** The average of the latest `size` results; null with fewer results, or a DNF. */
  readonly current: number | null;
  /** The best average of any `size` results in a row; null when none has one. */
  readonly best: number | null;
}

/** The trimmed mean of `costs[from..to)`; costs are lower-is-better, DNF as Infinity. */
function trimmedMean(costs: readonly number[], from: number, to: number): number | null {
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  let dnfs = 0;
  for (let i = from; i < to; i += 1) {
    const cost = costs[i] as number;
    if (cost === Infinity) {
      dnfs += 1;
      continue;
    }
    sum += cost;
    min = Math.min(min, cost);
    max = Math.max(max, cost);
  }
  if (dnfs > 1) return null;
  // With one DNF, the DNF is the dropped worst and every finished figure but the best is kept.
  const kept = dnfs === 1 ? sum - min : sum - min - max;
  return kept / (to - from - 2);
}

/**
 * The current and best trimmed average of `size` (at least 3) over `results`, oldest first.
 * O(results × size): 10,000 results and a size of 100 is a million additions.
 */
export function trimmedAverage(results: readonly (number | null)[], size: number, better: Better): TrimmedAverage {
  if (size < 3) throw new RangeError(`a trimmed average needs at least 3 results, not ${size}`);
  const sign = better === 'lower' ? 1 : -1;
  const costs = results.map((value) => (value === null ? Infinity : sign * value));
  let best: number | null = null;
  let current: number | null = null;
  for (let end = size; end <= costs.length; end += 1) {
    const mean = trimmedMean(costs, end - size, end);
    current = mean;
    if (mean !== null && (best === null || mean < best)) best = mean;
  }
  const figure = (cost: number | null) => (cost === null ? null : sign * cost);
  return { size, current: figure(current), best: figure(best) };
}
