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
