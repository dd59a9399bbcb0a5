import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n/messages.ts';
import { dayNumber, monthLabels, weekdayLabels } from './calendar-labels.ts';

describe("the daily calendar's labels", () => {
  afterEach(() => setLocale('en'));

  it('names each month over its first week, and leaves a partial first month unnamed when the next is close', () => {
    // Monday 2025-12-01 onwards: December at column 0, January where its first Monday is.
    const labels = monthLabels(dayNumber('2025-12-01'), 10);
    expect(labels).toEqual([
      { at: 0, text: 'Dec' },
      { at: 5, text: 'Jan' },
      { at: 9, text: 'Feb' },
    ]);
    // Starting on 2025-11-24: November has one column only, so the calendar opens on December.
    expect(monthLabels(dayNumber('2025-11-24'), 6).map((label) => label.text)).toEqual(['Dec']);
  });

  it('names the weekdays down the side, Monday first, in the page language', async () => {
    expect(weekdayLabels()).toEqual([
      { at: 0, text: 'Mon' },
      { at: 2, text: 'Wed' },
      { at: 4, text: 'Fri' },
    ]);
    await setLocale('es');
    expect(weekdayLabels().map((label) => label.text)).toEqual(['lun', 'mié', 'vie']);
    expect(monthLabels(dayNumber('2025-12-01'), 6).map((label) => label.text)).toEqual(['dic', 'ene']);
  });
});
