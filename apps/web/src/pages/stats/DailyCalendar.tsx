import type { JSX } from 'preact';
import { t } from '../../i18n/messages.ts';
import { formatDate } from '../../i18n/format.ts';
import { dateOf, dayNumber, monthLabels, weekdayLabels } from './calendar-labels.ts';

const WEEKS = 53;
const CELL = 10;
const GAP = 2;
const WIDTH = WEEKS * (CELL + GAP) - GAP;
const HEIGHT = 7 * (CELL + GAP) - GAP;
/** A label's place as a share of the drawing's width or height: the labels are text of the page, a readable size however wide the drawing is. */
const percent = (units: number, of: number) => `${((100 * units) / of).toFixed(2)}%`;

/**
 * A year of daily plays as squares, a week a column (Monday on top), like a contribution graph,
 * the months named along the top and Monday, Wednesday and Friday down the side (in the page's
 * language); with the streaks in words. `days`: dates with a counting daily; `today`: the server's date.
 */
export function DailyCalendar({ days, today, streak }: { days: readonly string[]; today: string; streak: { current: number; longest: number } }): JSX.Element {
  const played = new Set(days);
  const last = dayNumber(today);
  // The week of today is the last column; day 0 (1970-01-01) was a Thursday: Monday is 0 here.
  const weekday = (day: number) => (day + 3) % 7;
  const first = last - weekday(last) - (WEEKS - 1) * 7;
  const cells: JSX.Element[] = [];
  for (let day = first; day <= last; day += 1) {
    const column = Math.floor((day - first) / 7);
    const date = dateOf(day);
    const on = played.has(date);
    cells.push(
      <rect
        key={date}
        x={column * (CELL + GAP)}
        y={weekday(day) * (CELL + GAP)}
        width={CELL}
        height={CELL}
        rx={2}
        class={on ? 'day day--played' : 'day'}
        data-day={date}
        data-played={on ? '' : undefined}
      >
        <title>{t('calendar.day', { date: formatDate(date), played: on ? 'yes' : 'no' })}</title>
      </rect>,
    );
  }
  const inYear = days.filter((date) => dayNumber(date) >= first).length;
  const summary = t('calendar.summary', { count: inYear, current: streak.current, longest: streak.longest });
  return (
    <figure class="daily-calendar" data-calendar>
      <div class="calendar-grid">
        <div class="calendar-months" aria-hidden="true" data-calendar-months>
          {monthLabels(first, WEEKS).map((label, index) => (
            <span key={label.at} class={index % 2 === 1 ? 'month--alternate' : undefined} style={{ left: percent(label.at * (CELL + GAP), WIDTH) }}>
              {label.text}
            </span>
          ))}
        </div>
        <div class="calendar-weekdays" aria-hidden="true" data-calendar-weekdays>
          {weekdayLabels().map((label) => (
            <span key={label.at} style={{ top: percent(label.at * (CELL + GAP) + CELL / 2, HEIGHT) }}>
              {label.text}
            </span>
          ))}
        </div>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} preserveAspectRatio="xMinYMin meet">
          {cells}
        </svg>
      </div>
      <figcaption>
        <span data-streak-current>
          {t('calendar.current')} <strong>{streak.current}</strong> {t('calendar.days', { count: streak.current })}
        </span>
        {' · '}
        <span data-streak-longest>
          {t('calendar.longest')} <strong>{streak.longest}</strong>
        </span>
        {' · '}
        <span>{t('calendar.inYear', { count: inYear })}</span>
      </figcaption>
    </figure>
  );
}
