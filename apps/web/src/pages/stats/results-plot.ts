import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { t } from '../../i18n/messages.ts';
import { formatDate } from '../../i18n/format.ts';
import { pointLabels } from './point-labels.ts';
import { distinctLabels, timeRange, timeTick } from './time-range.ts';

/** What the chart draws: one result per run (null: unsolved), its running average, the best. */
export interface ResultsSeries {
  /** Seconds since the epoch, as uPlot's time axis counts. */
  readonly at: number[];
  readonly values: (number | null)[];
  readonly average12: (number | null)[];
  readonly best: number | null;
  readonly valueLabel: string;
  readonly format: (value: number) => string;
  /** The steps the value axis may take between ticks (times: round tenths, seconds and minutes); uPlot's own 1-2-5 when absent. */
  readonly steps?: readonly number[];
}

/** Round steps of a time axis in milliseconds, each one its clock text tells apart (tenths at the finest). */
export const TIME_STEPS: readonly number[] = [
  100, 200, 500, 1_000, 2_000, 5_000, 10_000, 15_000, 30_000, 60_000, 120_000, 300_000, 600_000, 900_000, 1_800_000, 3_600_000, 7_200_000,
];

export interface ResultsPlot {
  resize(width: number): void;
  destroy(): void;
}

const cssVar = (name: string, fallback: string): string => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/** The results of a game over time (uPlot: small, and fast with thousands of points), in `into`. */
export function drawResults(into: HTMLElement, series: ResultsSeries, width: number, live: HTMLElement): ResultsPlot {
  const fg = cssVar('--fg', '#1d2330');
  const muted = cssVar('--muted', '#5d6675');
  const line = cssVar('--line', '#dde1e8');
  const accent = cssVar('--accent', '#2f62d0');
  const ok = cssVar('--ok', '#1d7a45');
  const axis = { stroke: muted, grid: { stroke: line, width: 1 }, ticks: { stroke: line, width: 1 } };
  const best = series.at.map(() => series.best);
  // What a point says under the pointer or the keyboard: its run's date and result.
  const describe = (index: number): string => {
    const value = series.values[index];
    const date = formatDate(new Date((series.at[index] ?? 0) * 1000), { dateStyle: 'medium', timeStyle: 'short' });
    return t('chart.point', { date, value: value === null || value === undefined ? t('chart.notSolved') : series.format(value) });
  };
  const plot = new uPlot(
    {
      width,
      height: Math.round(Math.min(260, Math.max(180, width * 0.45))),
      legend: { show: true, live: false },
      cursor: { drag: { x: false, y: false } },
      plugins: [pointLabels(describe, into, live)],
      series: [
        {},
        { label: series.valueLabel, stroke: muted, width: 0, points: { show: true, size: 5, fill: muted, stroke: muted }, value: (_u, v) => (v === null ? '—' : series.format(v)) },
        { label: t('chart.average12'), stroke: accent, width: 2, spanGaps: false, points: { show: false }, value: (_u, v) => (v === null ? '—' : series.format(v)) },
        { label: t('chart.best'), stroke: ok, width: 1.5, dash: [6, 4], points: { show: false }, value: (_u, v) => (v === null ? '—' : series.format(v)) },
      ],
      axes: [
        // uPlot's own tick times (days, or hours within a day), labelled in the player's language.
        // Labels closer than they can tell apart show once, never one label five times along an axis.
        { ...axis, space: 70, values: (_u, ticks, _axis, _space, increment) => distinctLabels(ticks.map((tick) => timeTick(tick, increment))) },
        { ...axis, size: 64, ...(series.steps ? { incrs: [...series.steps] } : {}), values: (_u, ticks) => distinctLabels(ticks.map((tick) => series.format(tick))) },
      ],
      scales: {
        // One run, or runs within a minute: a day around them, not uPlot's years either side.
        // From the data itself: uPlot widens a single point's range before asking (to years).
        x: { time: true, range: () => timeRange(series.at) },
        // From zero, so that a bar of ticks never repeats one rounded label.
        y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.15 : 1] },
      },
    },
    [series.at, series.values, series.average12, best],
    into,
  );
  // The drawing is a picture: its words reach screen readers through the table and `live`.
  plot.root.setAttribute('aria-hidden', 'true');
  // uPlot's own text takes the page's colour (its CSS assumes a light page).
  into.style.color = fg;
  return {
    resize: (w) => plot.setSize({ width: w, height: Math.round(Math.min(260, Math.max(180, w * 0.45))) }),
    destroy: () => plot.destroy(),
  };
}
