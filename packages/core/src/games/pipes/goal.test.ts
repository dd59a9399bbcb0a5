import { describe, expect, it } from 'vitest';
import type { RankedResult } from '../../goal.ts';
import { rngFromSeed } from '../../random/rng.ts';
import { pipes } from './index.ts';

const result = (over: Partial<RankedResult>): RankedResult => ({ status: 'solved', timeMs: 60_000, moves: 12, score: 0, remaining: null, ...over });

describe('pipes: what a run aims at', () => {
  it('is finished once start and end are joined, ranked by time then moves', () => {
    expect(pipes.goal).toBe('finish');
    expect(pipes.counts('solved')).toBe(true);
    expect(pipes.counts('gave_up')).toBe(false);
    expect(pipes.compare(result({ timeMs: 59_000, moves: 30 }), result({}))).toBeLessThan(0);
    expect(pipes.compare(result({ moves: 13 }), result({}))).toBeGreaterThan(0);
  });

  it('says its size and needs no tables', () => {
    expect(pipes.describeParams({ cols: 8, rows: 6 })).toBe('8×6');
    expect(pipes.tablesFor(pipes.generate(rngFromSeed('goal'), pipes.defaultParams, pipes.version).board)).toEqual([]);
    expect(Object.keys(pipes.presets)).toContain(pipes.quickPreset);
  });
});
