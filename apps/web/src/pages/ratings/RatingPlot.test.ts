import { describe, expect, it } from 'vitest';
import { plotPoints } from './RatingPlot.tsx';

const at = '2026-11-25T12:00:00.000Z';

describe('the rating plot', () => {
  it('spreads the races across the width, higher ratings higher up', () => {
    const placed = plotPoints([
      { at, rating: 1500 },
      { at, rating: 1600 },
      { at, rating: 1550 },
    ]);
    expect(placed.map((p) => p.x)).toEqual([8, 160, 312]);
    expect(placed[1]!.y).toBeLessThan(placed[2]!.y);
    expect(placed[2]!.y).toBeLessThan(placed[0]!.y);
    for (const p of placed) expect(p.y).toBeGreaterThanOrEqual(8);
  });

  it('puts a single race in the middle', () => {
    expect(plotPoints([{ at, rating: 1662 }])).toEqual([{ x: 160, y: 60 }]);
  });
});
