import { describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n/messages.ts';
import { distinctLabels, timeRange, timeTick } from './time-range.ts';

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

describe("the results chart's axis labels", () => {
  it('never repeat a label: ticks seconds apart say their seconds, and repeats are left blank', async () => {
    await setLocale('en');
    const start = Date.UTC(2026, 10, 27, 5, 7) / 1000;
    const ticks = [0, 15, 30, 45, 60].map((s) => timeTick(start + s, 15));
    expect(new Set(ticks).size).toBe(5);
    expect(ticks[1]).toMatch(/:07:15/);
    expect(distinctLabels(['0:05.0', '0:05.0', '0:05.0', '0:05.0', '0:05.0'])).toEqual(['0:05.0', '', '', '', '']);
    expect(distinctLabels(['5:07 AM', '5:07 AM', '5:08 AM', '5:08 AM'])).toEqual(['5:07 AM', '', '5:08 AM', '']);
  });
});
