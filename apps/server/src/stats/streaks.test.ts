import { describe, expect, it } from 'vitest';
import { dailyStreaks } from './streaks.ts';

describe('dailyStreaks', () => {
  it('is nothing for a player who never played a daily', () => {
    expect(dailyStreaks([], '2026-03-10')).toEqual({ current: 0, longest: 0 });
  });

  it('counts consecutive days up to today, across a month end', () => {
    expect(dailyStreaks(['2026-02-27', '2026-02-28', '2026-03-01'], '2026-03-01')).toEqual({ current: 3, longest: 3 });
  });

  it('keeps the current streak alive while today is not yet played', () => {
    expect(dailyStreaks(['2026-03-08', '2026-03-09'], '2026-03-10')).toEqual({ current: 2, longest: 2 });
  });

  it('breaks on a missed day: the current streak restarts, the longest is kept', () => {
    const days = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-05', '2026-03-06'];
    expect(dailyStreaks(days, '2026-03-06')).toEqual({ current: 2, longest: 3 });
    // Two days later the streak is over.
    expect(dailyStreaks(days, '2026-03-08')).toEqual({ current: 0, longest: 3 });
  });

  it('takes days in any order and counts a day played twice once', () => {
    expect(dailyStreaks(['2026-03-03', '2026-03-01', '2026-03-02', '2026-03-02'], '2026-03-03')).toEqual({ current: 3, longest: 3 });
  });
});
