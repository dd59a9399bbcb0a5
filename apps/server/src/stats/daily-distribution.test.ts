import { describe, expect, it } from 'vitest';
import type { RunRecord } from '../store/store.ts';
import { dailyDistribution, histogram } from './daily-distribution.ts';

let counter = 0;
const run = (playerId: string, fields: Partial<RunRecord>): RunRecord => {
  counter += 1;
  return {
    id: `r${counter}`,
    playerId,
    puzzleId: 'p',
    game: 'fifteen',
    status: 'solved',
    ranked: true,
    startedAt: 0,
    timeLimitMs: null,
    finishedAt: counter,
    timeMs: 10_000,
    moves: 30,
    score: 0,
    remaining: null,
    ...fields,
  };
};

describe('histogram', () => {
  it('is empty without values, and one bucket for one value', () => {
    expect(histogram([])).toEqual([]);
    expect(histogram([7, 7])).toEqual([{ from: 7, to: 8, count: 2 }]);
  });

  it('spreads values over equal round buckets, the highest in the last one', () => {
    // nice(12 s, 95 s) is 10 s to 100 s, in 10 s steps.
    const buckets = histogram([12_000, 15_000, 31_000, 95_000, 100_000]);
    expect(buckets).toHaveLength(9);
    expect(buckets[0]).toEqual({ from: 10_000, to: 20_000, count: 2 });
    expect(buckets[2]).toEqual({ from: 30_000, to: 40_000, count: 1 });
    expect(buckets.at(-1)).toEqual({ from: 90_000, to: 100_000, count: 2 });
    expect(buckets.reduce((sum, b) => sum + b.count, 0)).toBe(5);
  });
});

describe('dailyDistribution', () => {
  it("places each player's best time once and tells where the asker stands", () => {
    const runs = [
      run('a', { timeMs: 12_000 }),
      run('a', { timeMs: 40_000 }), // a's worse run: not placed
      run('b', { timeMs: 20_000 }),
      run('c', { timeMs: 30_000 }),
      run('d', { timeMs: 30_000, moves: 40 }), // ties c's time, behind it on moves
      run('e', { status: 'gave_up', timeMs: null }), // does not count in fifteen
    ];
    const result = dailyDistribution('fifteen', runs, 'b');
    expect(result).toMatchObject({ figure: 'time', count: 4, unfinished: 0 });
    expect(result.buckets.reduce((sum, b) => sum + b.count, 0)).toBe(4);
    // b is ahead of c and d: 2 of the 3 others.
    expect(result.own).toEqual({ rank: 2, timeMs: 20_000, moves: 30, score: 0, percentile: (100 * 2) / 3 });
    expect(dailyDistribution('fifteen', runs, 'a').own?.percentile).toBe(100);
    expect(dailyDistribution('fifteen', runs, 'd').own?.percentile).toBe(0);
  });

  it('has no own standing for a player without a counting result, or none asked', () => {
    const runs = [run('a', {}), run('e', { status: 'gave_up', timeMs: null })];
    expect(dailyDistribution('fifteen', runs, 'e').own).toBeNull();
    expect(dailyDistribution('fifteen', runs, null).own).toBeNull();
    expect(dailyDistribution('fifteen', runs, 'a').own?.percentile).toBeNull();
  });

  it('counts an uncleared same board as unfinished, and a tie as nobody behind', () => {
    const runs = [
      run('a', { game: 'same', timeMs: 50_000, score: 1200, remaining: 0 }),
      run('b', { game: 'same', status: 'stuck', timeMs: null, score: 300, remaining: 12 }),
      run('c', { game: 'same', status: 'stuck', timeMs: null, score: 300, remaining: 12, finishedAt: 99 }),
    ];
    const result = dailyDistribution('same', runs, 'b');
    expect(result).toMatchObject({ figure: 'time', count: 3, unfinished: 2, buckets: [{ from: 50_000, to: 50_001, count: 1 }] });
    // c ties b exactly: b ranks ahead of nobody.
    expect(result.own).toMatchObject({ rank: 2, percentile: 0 });
  });

  it('places scores for a score game', () => {
    const runs = [run('a', { game: 'walls', status: 'ended', score: 40 }), run('b', { game: 'walls', status: 'solved', score: 55 })];
    const result = dailyDistribution('walls', runs, 'a');
    expect(result).toMatchObject({ figure: 'score', count: 2, unfinished: 0 });
    expect(result.buckets[0]?.from).toBeLessThanOrEqual(40);
    expect(result.buckets.at(-1)?.to).toBeGreaterThanOrEqual(55);
    expect(result.own).toMatchObject({ rank: 2, percentile: 0 });
  });
});
