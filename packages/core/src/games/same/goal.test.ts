import { describe, expect, it } from 'vitest';
import type { RankedResult } from '../../goal.ts';
import { same } from './index.ts';

const result = (over: Partial<RankedResult>): RankedResult => ({ status: 'stuck', timeMs: 60_000, moves: 20, score: 100, remaining: 10, ...over });

describe('same: what a run aims at', () => {
  it('counts every ended run: a board not cleared still ranks', () => {
    expect(same.goal).toBe('finish');
    expect(same.counts('gave_up')).toBe(true);
    expect(same.counts('stuck')).toBe(true);
    expect(same.counts('playing')).toBe(false);
  });

  it('ranks cleared boards first by time, then the others by fewest blocks left, then points', () => {
    const cleared = result({ status: 'solved', remaining: 0, timeMs: 90_000 });
    expect(same.compare(cleared, result({ timeMs: 1000 }))).toBeLessThan(0);
    expect(same.compare(cleared, { ...cleared, timeMs: 80_000 })).toBeGreaterThan(0);
    expect(same.compare(result({ remaining: 4, score: 0 }), result({}))).toBeLessThan(0);
    expect(same.compare(result({ score: 200 }), result({}))).toBeLessThan(0);
  });

  it('counts the blocks left on a board', () => {
    expect(same.remaining({ cols: 2, rows: 2, colors: 2, cells: [0, null, 1, 1] })).toBe(3);
  });

  it('says its params and its points in words', () => {
    expect(same.describeParams({ ...same.defaultParams, cols: 15, rows: 10 })).toBe('15×10, 3 colours');
    expect(same.describeParams({ ...same.defaultParams, shift: false })).toBe('25×40, 3 colours, no shift');
    expect(same.words.solved).toBe('cleared');
    expect(same.words.score?.text(412)).toBe('412 points');
    expect(same.words.score?.short(42)).toBe('42 pts');
  });
});
