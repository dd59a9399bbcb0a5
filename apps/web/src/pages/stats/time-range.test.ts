import { describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n/messages.ts';
import { timeRange, timeTick } from './time-range.ts';

describe('the results chart time range', () => {
  it('puts a day around one run, or runs within a minute, with the runs in the middle', () => {
    expect(timeRange([1_800_000_000])).toEqual([1_800_000_000 - 43_200, 1_800_000_000 + 43_200]);
    expect(timeRange([1_800_000_000, 1_800_000_030])).toEqual([1_800_000_000 - 43_200, 1_800_000_030 + 43_200]);
  });

  it('spans the runs exactly otherwise, in any order', () => {
    expect(timeRange([1_800_086_400, 1_800_000_000, 1_800_040_000])).toEqual([1_800_000_000, 1_800_086_400]);
  });
});

describe('the results chart time ticks', () => {
  it('are hours within a day, days within a month, else months, in the player language', async () => {
    const noon = Date.UTC(2026, 10, 27, 12) / 1000;
    await setLocale('es');
    expect(timeTick(noon, 3 * 3600)).toBe(new Date(noon * 1000).toLocaleTimeString('es', { hour: 'numeric', minute: '2-digit' }));
    expect(timeTick(noon, 86_400)).toMatch(/^\d+ nov/);
    expect(timeTick(noon, 30 * 86_400)).toMatch(/^nov.* 2026$/);
    await setLocale('en');
    expect(timeTick(noon, 86_400)).toMatch(/^Nov \d+$/);
  });
});
