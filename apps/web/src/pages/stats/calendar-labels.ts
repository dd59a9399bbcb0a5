import { formatDate } from '../../i18n/format.ts';

const DAY_MS = 86_400_000;

/** A day as days since 1970-01-01 (UTC), and back: the calendar counts in whole days. */
export const dayNumber = (date: string): number => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
export const dateOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** A label's place along the calendar (its column, or its row) and its text. */
export interface CalendarLabel {
  readonly at: number;
  readonly text: string;
}

/** Columns closer than this to the next month's leave the first, partial month unnamed (two names would overlap). */
const MONTH_ROOM = 3;

/**
 * The months along the top of a calendar of `weeks` columns, a week a column from Monday
 * `first`: a month's short name ("Nov", "nov") over the first column whose Monday falls in it,
 * in the page's language; the partial month the calendar starts in only when it has room.
 */
export function monthLabels(first: number, weeks: number): CalendarLabel[] {
  const starts: { at: number; date: string }[] = [];
  let month = '';
  for (let column = 0; column < weeks; column += 1) {
    const date = dateOf(first + column * 7);
    if (date.slice(0, 7) === month) continue;
    month = date.slice(0, 7);
    starts.push({ at: column, date });
  }
  const [opening, next] = starts;
  const shown = opening && next && next.at - opening.at < MONTH_ROOM ? starts.slice(1) : starts;
  return shown.map(({ at, date }) => ({ at, text: formatDate(date, { month: 'short' }) }));
}

/** 1970-01-05, a Monday: the calendar's rows count from Monday. */
const A_MONDAY = 4;

/** The weekdays down the side, every other row (Monday, Wednesday, Friday) so their names have room, in the page's language. */
export function weekdayLabels(): CalendarLabel[] {
  return [0, 2, 4].map((row) => ({ at: row, text: formatDate(dateOf(A_MONDAY + row), { weekday: 'short' }) }));
}
