/**
 * The intervals between a run's requests, and the few figures of their distribution the
 * plausibility judgement reads: quartiles (robust to a person's long pauses to think) and a
 * histogram for the moderators' eyes.
 */

/** One bar of the histogram: `[fromMs, toMs)`, `toMs` null for the last, open bar. */
export interface IntervalBin {
  readonly fromMs: number;
  readonly toMs: number | null;
  readonly count: number;
}

/** The histogram's edges, doubling: fine where scripts and the fastest hands are, coarse where people think. */
export const HISTOGRAM_EDGES_MS = [0, 25, 50, 100, 200, 400, 800, 1_600, 3_200] as const;

/** The intervals between successive requests (the wait before the first is the board's reading, not a pace). */
export function intervalsOf(log: readonly { readonly atMs: number }[]): number[] {
  const intervals: number[] = [];
  for (let i = 1; i < log.length; i += 1) intervals.push(Math.max(0, log[i]!.atMs - log[i - 1]!.atMs));
  return intervals;
}

/** The `q` quantile (0..1) of `sorted` (ascending, not empty), by linear interpolation between ranks. */
export function quantile(sorted: readonly number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

export interface Spread {
  readonly q1: number;
  readonly median: number;
  readonly q3: number;
}

/** The quartiles of `intervals` (not empty). */
export function spreadOf(intervals: readonly number[]): Spread {
  const sorted = [...intervals].sort((a, b) => a - b);
  return { q1: quantile(sorted, 0.25), median: quantile(sorted, 0.5), q3: quantile(sorted, 0.75) };
}

/** How many intervals fall in each bar of HISTOGRAM_EDGES_MS. */
export function histogramOf(intervals: readonly number[]): IntervalBin[] {
  const bins = HISTOGRAM_EDGES_MS.map((fromMs, i) => ({ fromMs, toMs: HISTOGRAM_EDGES_MS[i + 1] ?? null, count: 0 }));
  for (const interval of intervals) {
    const bin = bins.findLast((b) => interval >= b.fromMs);
    if (bin) bin.count += 1;
  }
  return bins;
}
