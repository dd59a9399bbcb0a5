import { describe, expect, it } from 'vitest';
import { dailySeed, isCalendarDate, nextDay, utcDate } from './daily.ts';

describe('daily seeds', () => {
  it('are an HMAC of the date and game under the secret', () => {
    const seed = dailySeed('a-secret-of-sixteen', '2026-03-01', 'pipes');
    expect(seed).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(dailySeed('a-secret-of-sixteen', '2026-03-01', 'pipes')).toBe(seed);
    expect(dailySeed('another-secret-of-16', '2026-03-01', 'pipes')).not.toBe(seed);
    expect(dailySeed('a-secret-of-sixteen', '2026-03-02', 'pipes')).not.toBe(seed);
    expect(dailySeed('a-secret-of-sixteen', '2026-03-01', 'walls')).not.toBe(seed);
  });

  it('know real calendar dates and the UTC day', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(utcDate(Date.UTC(2026, 0, 31, 23, 59, 59))).toBe('2026-01-31');
  });

  it('know the next day, across months, years and leap days', () => {
    expect(nextDay('2026-06-15')).toBe('2026-06-16');
    expect(nextDay('2026-01-31')).toBe('2026-02-01');
    expect(nextDay('2024-02-28')).toBe('2024-02-29');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});
