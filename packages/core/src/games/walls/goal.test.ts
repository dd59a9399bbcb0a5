import { describe, expect, it } from 'vitest';
import type { RankedResult } from '../../goal.ts';
import { walls } from './index.ts';

const result = (over: Partial<RankedResult>): RankedResult => ({ status: 'ended', timeMs: 30_000, moves: 12, score: 40, remaining: null, ...over });

describe('walls: what a run aims at', () => {
  it('pushes a score, with its own time limits for runs and races', () => {
    expect(walls.goal).toBe('score');
    expect(walls.timeLimits).toEqual({ runMs: 300_000, raceMs: 180_000 });
  });

  it('ranks the longest path first, then whoever reached it sooner', () => {
    expect(walls.counts('ended')).toBe(true);
    expect(walls.counts('playing')).toBe(false);
    expect(walls.compare(result({ score: 41, timeMs: 90_000 }), result({}))).toBeLessThan(0);
    expect(walls.compare(result({ timeMs: 20_000 }), result({}))).toBeLessThan(0);
    expect(walls.compare(result({ moves: 99 }), result({}))).toBe(0);
  });

  it('tells a path and a submitted layout in words', () => {
    expect(walls.words.score?.text(27)).toBe('path 27');
    expect(walls.words.timeLabel).toBe('Reached');
    expect(walls.words.submit?.done).toBe('Layout submitted');
    expect(walls.describeParams({ preset: 'simple' })).toBe('simple');
    expect(walls.describeParams({ cols: 9, rows: 5, walls: 4, checkpoints: 0, rocks: 0 })).toBe('9×5');
  });
});
