import { describe, expect, it } from 'vitest';
import type { RankedResult } from '../../goal.ts';
import { fifteen } from './index.ts';

const result = (over: Partial<RankedResult>): RankedResult => ({ status: 'solved', timeMs: 60_000, moves: 40, score: 0, remaining: null, ...over });

describe('fifteen: what a run aims at', () => {
  it('is finished on the solving move, with no time limit of its own', () => {
    expect(fifteen.goal).toBe('finish');
    expect(fifteen.timeLimits).toEqual({ runMs: null, raceMs: 600_000 });
  });

  it('ranks solved runs only, by time, then moves', () => {
    expect(fifteen.counts('solved')).toBe(true);
    expect(fifteen.counts('gave_up')).toBe(false);
    expect(fifteen.compare(result({ timeMs: 50_000 }), result({}))).toBeLessThan(0);
    expect(fifteen.compare(result({ moves: 30 }), result({}))).toBeLessThan(0);
    expect(fifteen.compare(result({}), result({}))).toBe(0);
  });

  it('tells its params and results in words, with no score to show', () => {
    expect(fifteen.describeParams({ size: 3 })).toBe('3×3');
    expect(fifteen.words.score).toBeNull();
    expect(fifteen.words.submit).toBeNull();
    expect(fifteen.remaining({ size: 3, tiles: [1, 2, 3, 4, 5, 6, 7, 8, 0] })).toBeNull();
  });

  it('needs pattern tables from 4x4 up', () => {
    expect(fifteen.tablesFor({ size: 3, tiles: [] })).toEqual([]);
    expect(fifteen.tablesFor({ size: 4, tiles: [] })).toHaveLength(3);
    expect(fifteen.tablesFor({ size: 5, tiles: [] })).toHaveLength(8);
  });
});
