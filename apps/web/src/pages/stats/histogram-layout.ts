/** One bar of the day's histogram: where it stands, in the drawing's units. */
export interface BarPlace {
  readonly x: number;
  readonly width: number;
}

/** A value written under the histogram: where, anchored how. */
export interface AxisLabel {
  readonly value: number;
  readonly x: number;
  readonly anchor: 'start' | 'middle' | 'end';
}

interface Bucket {
  readonly from: number;
  readonly to: number;
}

/** The width of the one bar drawn when every result is the same value. */
const LONE_BAR = 48;

/**
 * Where the bars and the values under them go, `width` wide. One result, or results all alike,
 * come as one bucket [value, value + 1): that is one bar in the middle, labelled by that value,
 * not a range from it to a value nobody reached ("path 59 … path 60").
 */
export function histogramLayout(buckets: readonly Bucket[], width: number): { bar: (index: number) => BarPlace; labels: AxisLabel[]; at: (value: number) => number } {
  const only = buckets.length === 1 ? buckets[0] : undefined;
  if (only) {
    return {
      bar: () => ({ x: (width - LONE_BAR) / 2, width: LONE_BAR }),
      labels: [{ value: only.from, x: width / 2, anchor: 'middle' }],
      at: () => width / 2,
    };
  }
  const slot = width / Math.max(1, buckets.length);
  const low = buckets[0]?.from ?? 0;
  const high = buckets.at(-1)?.to ?? 1;
  return {
    bar: (index) => ({ x: index * slot + 1, width: Math.max(1, slot - 2) }),
    labels:
      buckets.length === 0
        ? []
        : [
            { value: low, x: 0, anchor: 'start' },
            { value: high, x: width, anchor: 'end' },
          ],
    at: (value) => (high === low ? width / 2 : ((value - low) / (high - low)) * width),
  };
}
