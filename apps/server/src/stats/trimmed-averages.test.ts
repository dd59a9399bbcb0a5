import { describe, expect, it } from 'vitest';
import { trimmedAverage } from './trimmed-averages.ts';

describe('trimmedAverage', () => {
  it('has no average with fewer results than its size', () => {
    expect(trimmedAverage([], 5, 'lower')).toEqual({ size: 5, current: null, best: null });
    expect(trimmedAverage([10, 20, 30, 40], 5, 'lower')).toEqual({ size: 5, current: null, best: null });
  });

  it('drops the best and the worst of five: (20 + 30 + 40) / 3', () => {
    expect(trimmedAverage([50, 10, 30, 20, 40], 5, 'lower')).toEqual({ size: 5, current: 30, best: 30 });
  });

  it('keeps the latest window as current and the lowest window as best', () => {
    // Windows: [10,20,30,40,50] -> 30; [20,30,40,50,90] -> 40; [30,40,50,90,12] -> 40.
    expect(trimmedAverage([10, 20, 30, 40, 50, 90, 12], 5, 'lower')).toEqual({ size: 5, current: 40, best: 30 });
  });

  it('drops only one of tied best (or worst) results', () => {
    // [10,10,10,40,40]: drop one 10 and one 40 -> (10 + 10 + 40) / 3 = 20.
    expect(trimmedAverage([10, 40, 10, 40, 10], 5, 'lower').current).toBe(20);
  });

  it('counts one DNF as the dropped worst and two as a DNF average', () => {
    // [null,10,20,30,40]: drop the DNF and 10 -> (20 + 30 + 40) / 3 = 30.
    expect(trimmedAverage([null, 10, 20, 30, 40], 5, 'lower')).toEqual({ size: 5, current: 30, best: 30 });
    expect(trimmedAverage([null, 10, 20, null, 40], 5, 'lower')).toEqual({ size: 5, current: null, best: null });
    // The second window, [10,20,null,40,15], has one DNF again: (15 + 20 + 40) / 3 = 25.
    expect(trimmedAverage([null, 10, 20, null, 40, 15], 5, 'lower')).toEqual({ size: 5, current: 25, best: 25 });
  });

  it('takes the highest window when higher is better (scores)', () => {
    // [5,1,9,3,7] -> drop 9 and 1 -> 5; [1,9,3,7,8] -> drop 9 and 1 -> 6.
    expect(trimmedAverage([5, 1, 9, 3, 7, 8], 5, 'higher')).toEqual({ size: 5, current: 6, best: 6 });
  });

  it('averages twelve as ten results', () => {
    const results = [100, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0];
    // Drop 0 and 100: (1 + ... + 10) / 10 = 5.5.
    expect(trimmedAverage(results, 12, 'lower').current).toBe(5.5);
  });

  it('refuses a size too small to trim', () => {
    expect(() => trimmedAverage([1, 2], 2, 'lower')).toThrow(RangeError);
  });
});

describe('trimmedAverage against a plain recount of every window', () => {
  it('agrees on long mixed series, for every size', () => {
    const plain = (results: readonly (number | null)[], size: number): (number | null)[] => {
      const means: (number | null)[] = [];
      for (let end = size; end <= results.length; end += 1) {
        const window = results.slice(end - size, end);
        const done = window.filter((v): v is number => v !== null).sort((a, b) => a - b);
        const dnfs = size - done.length;
        means.push(dnfs > 1 ? null : (dnfs === 1 ? done.slice(1) : done.slice(1, -1)).reduce((a, b) => a + b, 0) / (size - 2));
      }
      return means;
    };
    // A fixed pseudo-random series (a linear congruence), with DNFs and ties.
    const results: (number | null)[] = [];
    let x = 7;
    for (let i = 0; i < 400; i += 1) {
      x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
      results.push(x % 17 === 0 ? null : x % 50);
    }
    for (const size of [3, 5, 12, 100]) {
      const means = plain(results, size);
      const finished = means.filter((m): m is number => m !== null);
      const expected = { current: means.at(-1) ?? null, best: finished.length > 0 ? Math.min(...finished) : null };
      const got = trimmedAverage(results, size, 'lower');
      expect(got.current === null ? null : Number(got.current.toFixed(9))).toEqual(expected.current === null ? null : Number(expected.current.toFixed(9)));
      expect(got.best === null ? null : Number(got.best.toFixed(9))).toEqual(expected.best === null ? null : Number(expected.best.toFixed(9)));
    }
  });
});
