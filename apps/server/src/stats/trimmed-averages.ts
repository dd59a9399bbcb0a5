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

/**
 * The minimum (or maximum) of a sliding window in amortised O(1) per step: a deque of indices
 * whose values only rise (or fall) from front to back, so its front is the window's extreme.
 */
class WindowExtreme {
  private readonly indices: number[] = [];
  private head = 0;
  constructor(
    private readonly values: readonly number[],
    private readonly keeps: (front: number, added: number) => boolean,
  ) {}
  add(index: number): void {
    const value = this.values[index] as number;
    while (this.indices.length > this.head && !this.keeps(this.values[this.indices.at(-1) as number] as number, value)) this.indices.pop();
    this.indices.push(index);
  }
  /** The extreme of the indices from `start` on; Infinity-signed when none is left. */
  from(start: number, none: number): number {
    while (this.head < this.indices.length && (this.indices[this.head] as number) < start) this.head += 1;
    return this.head < this.indices.length ? (this.values[this.indices[this.head] as number] as number) : none;
  }
}

/**
 * The trimmed average of `size` (at least 3) ending at each result of `results`, oldest first
 * (null before `size` results, or with two DNFs in the window), in one pass: a running sum
 * and DNF count, and the window's best and worst from two deques.
 */
export function runningTrimmedAverages(results: readonly (number | null)[], size: number, better: Better): (number | null)[] {
  if (size < 3) throw new RangeError(`a trimmed average needs at least 3 results, not ${size}`);
  const sign = better === 'lower' ? 1 : -1;
  // Lower is better once signed; a DNF is worse than everything.
  const costs = results.map((value) => (value === null ? Infinity : sign * value));
  const lowest = new WindowExtreme(costs, (front, added) => front < added);
  const highest = new WindowExtreme(costs, (front, added) => front > added);
  const averages: (number | null)[] = [];
  let sum = 0;
  let dnfs = 0;
  for (let i = 0; i < costs.length; i += 1) {
    const cost = costs[i] as number;
    if (cost === Infinity) dnfs += 1;
    else {
      sum += cost;
      lowest.add(i);
      highest.add(i);
    }
    const start = i - size + 1;
    if (start > 0) {
      const leaving = costs[start - 1] as number;
      if (leaving === Infinity) dnfs -= 1;
      else sum -= leaving;
    }
    if (start < 0) {
      averages.push(null);
      continue;
    }
    const min = lowest.from(start, Infinity);
    const max = highest.from(start, -Infinity);
    // One DNF is the dropped worst (every finished figure but the best is kept); two or more: no average.
    const mean = dnfs > 1 ? null : (dnfs === 1 ? sum - min : sum - min - max) / (size - 2);
    averages.push(mean === null ? null : sign * mean);
  }
  return averages;
}

/** The current and best trimmed average of `size` over `results`, oldest first. */
export function trimmedAverage(results: readonly (number | null)[], size: number, better: Better): TrimmedAverage {
  return summary(runningTrimmedAverages(results, size, better), size, better);
}

/** The latest and the best of running averages. */
export function summary(averages: readonly (number | null)[], size: number, better: Better): TrimmedAverage {
  let best: number | null = null;
  for (const mean of averages) {
    if (mean !== null && (best === null || (better === 'lower' ? mean < best : mean > best))) best = mean;
  }
  return { size, current: averages.length < size ? null : (averages.at(-1) ?? null), best };
}
