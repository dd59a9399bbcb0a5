import { describe, expect, it } from 'vitest';
import { histogramLayout } from './histogram-layout.ts';

describe("the day's histogram", () => {
  it('draws one result, or results all alike, as one bar labelled by that value', () => {
    const { bar, labels, at } = histogramLayout([{ from: 59, to: 60 }], 320);
    expect(bar(0)).toEqual({ x: 136, width: 48 });
    expect(labels).toEqual([{ value: 59, x: 160, anchor: 'middle' }]);
    expect(at(59)).toBe(160);
  });

  it('labels a spread of results by its two ends', () => {
    const buckets = [0, 10, 20, 30].map((from) => ({ from, to: from + 10 }));
    const { bar, labels, at } = histogramLayout(buckets, 320);
    expect(bar(3)).toEqual({ x: 241, width: 78 });
    expect(labels.map((label) => label.value)).toEqual([0, 40]);
    expect(at(20)).toBe(160);
  });
});
