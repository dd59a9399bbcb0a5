import { describe, expect, it } from 'vitest';
import { HISTOGRAM_EDGES_MS, histogramOf, intervalsOf, spreadOf } from './intervals.ts';

describe("a run's intervals", () => {
  it('are the gaps between requests, not the wait before the first', () => {
    expect(intervalsOf([{ atMs: 900 }, { atMs: 950 }, { atMs: 1_200 }])).toEqual([50, 250]);
    expect(intervalsOf([{ atMs: 900 }])).toEqual([]);
  });

  it('have quartiles that a long pause does not move much', () => {
    expect(spreadOf([10, 20, 30, 40, 50])).toEqual({ q1: 20, median: 30, q3: 40 });
    expect(spreadOf([10, 20, 30, 40, 50_000]).median).toBe(30);
  });

  it('fall each in one bar of the histogram, the last bar open', () => {
    const bins = histogramOf([0, 24, 25, 99, 100, 10_000]);
    expect(bins).toHaveLength(HISTOGRAM_EDGES_MS.length);
    expect(bins[0]).toEqual({ fromMs: 0, toMs: 25, count: 2 });
    expect(bins[1]).toEqual({ fromMs: 25, toMs: 50, count: 1 });
    expect(bins[2]).toEqual({ fromMs: 50, toMs: 100, count: 1 });
    expect(bins[3]).toEqual({ fromMs: 100, toMs: 200, count: 1 });
    expect(bins.at(-1)).toEqual({ fromMs: 3_200, toMs: null, count: 1 });
  });
});
