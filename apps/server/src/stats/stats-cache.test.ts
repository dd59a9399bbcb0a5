import { describe, expect, it } from 'vitest';
import { playerGameStats } from './player-stats.ts';
import { StatsCache } from './stats-cache.ts';

const stats = playerGameStats('fifteen', [], '2026-03-01');

describe('StatsCache', () => {
  it('keeps statistics for the same fingerprint and day, and forgets them on any other', () => {
    const cache = new StatsCache(10, 1000);
    cache.set('p', 'fifteen', '2026-03-01', '3/90', 0, stats);
    expect(cache.get('p', 'fifteen', '2026-03-01', '3/90', 500)).toBe(stats);
    expect(cache.get('p', 'fifteen', '2026-03-01', '4/120', 500)).toBeNull();
    expect(cache.get('p', 'fifteen', '2026-03-02', '3/90', 500)).toBeNull();
    expect(cache.get('p', 'pipes', '2026-03-01', '3/90', 500)).toBeNull();
    expect(cache.get('p', 'fifteen', '2026-03-01', '3/90', 1001)).toBeNull();
  });

  it('lets the least recently used entry go first when full', () => {
    const cache = new StatsCache(2, 1000);
    cache.set('a', 'fifteen', '2026-03-01', 'x', 0, stats);
    cache.set('b', 'fifteen', '2026-03-01', 'x', 0, stats);
    expect(cache.get('a', 'fifteen', '2026-03-01', 'x', 0)).toBe(stats);
    cache.set('c', 'fifteen', '2026-03-01', 'x', 0, stats);
    expect(cache.get('b', 'fifteen', '2026-03-01', 'x', 0)).toBeNull();
    expect(cache.get('a', 'fifteen', '2026-03-01', 'x', 0)).toBe(stats);
    expect(cache.get('c', 'fifteen', '2026-03-01', 'x', 0)).toBe(stats);
  });
});
