import { seededPuzzle } from '@gridrace/core';
import { describe, expect, it } from 'vitest';
import { DailyDays, DAYS_AHEAD } from './daily-days.ts';
import { dailySeed, nextDay } from './daily.ts';

const SECRET = 'a-secret-for-these-tests';
const NOW = Date.UTC(2026, 5, 15, 12);
const dailyId = (date: string, secret = SECRET) => {
  const made = seededPuzzle('fifteen', { size: 4 }, dailySeed(secret, date, 'fifteen'));
  if (!made.ok) throw new Error(made.error.message);
  return made.value.id;
};
const days = (stored: Record<string, string> = {}, now = NOW) => new DailyDays({ dailyDateOf: async (id) => stored[id] ?? null }, SECRET, () => now);

describe('DailyDays: which day a puzzle is the daily of', () => {
  it('a coming daily is known without being stored, up to DAYS_AHEAD days ahead, and refused until its day', async () => {
    const known = days();
    expect(await known.dayOf(dailyId('2026-06-16'))).toBe('2026-06-16');
    let last = '2026-06-15';
    for (let i = 0; i < DAYS_AHEAD; i++) last = nextDay(last);
    expect(await known.dayOf(dailyId(last))).toBe(last);
    expect(await known.notYet(dailyId('2026-06-16'))).toMatchObject({ code: 'not_found' });
    // Another deployment's daily, another board of the size, a described board, no id at all: none of its days.
    expect(await known.dayOf(dailyId('2026-06-16', 'someone-elses-secret'))).toBeNull();
    expect(await known.dayOf('fifteen.v1.4.tomorrow')).toBeNull();
    expect(await known.dayOf('not an id')).toBeNull();
  });

  it('a stored day counts, past or coming; today and the past are served', async () => {
    const stored = { [dailyId('2026-06-14')]: '2026-06-14', 'pipes.v1.8x6.ahead': '2026-06-16' };
    const known = days(stored);
    expect(await known.dayOf(dailyId('2026-06-14'))).toBe('2026-06-14');
    expect(await known.notYet(dailyId('2026-06-14'))).toBeNull();
    expect(await known.notYet('pipes.v1.8x6.ahead')).toMatchObject({ code: 'not_found' });
    // Today's is today's, and opens.
    expect(await known.notYet(dailyId('2026-06-15'))).toBeNull();
  });

  it("a day later, yesterday's coming daily is today's, and still that day's daily though nobody stored it", async () => {
    let now = NOW;
    const known = new DailyDays({ dailyDateOf: async () => null }, SECRET, () => now);
    expect(await known.notYet(dailyId('2026-06-16'))).not.toBeNull();
    now += 86_400_000;
    expect(await known.notYet(dailyId('2026-06-16'))).toBeNull();
    expect(await known.dayOf(dailyId('2026-06-16'))).toBe('2026-06-16');
    expect(await known.dayOf(dailyId('2026-06-10'))).toBe('2026-06-10');
  });
});
