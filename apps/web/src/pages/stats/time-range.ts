import { formatDate } from '../../i18n/format.ts';

/** The chart's x range in seconds: the runs' span, or a day around runs that fall within a minute. */
export function timeRange(at: readonly number[]): [number, number] {
  const first = Math.min(...at);
  const last = Math.max(...at);
  return last - first < 60 ? [first - 43_200, last + 43_200] : [first, last];
}

const DAY_SECONDS = 86_400;

/**
 * A time tick's label in the player's language (uPlot's own are English: "6am", "11/27/26"),
 * as fine as the ticks are apart: seconds within a minute, hours within a day, days within a
 * month, else months.
 */
export function timeTick(seconds: number, increment: number): string {
  const date = new Date(seconds * 1000);
  if (increment < 60) return formatDate(date, { hour: 'numeric', minute: '2-digit', second: '2-digit' });
  if (increment < DAY_SECONDS) return formatDate(date, { hour: 'numeric', minute: '2-digit' });
  if (increment < 28 * DAY_SECONDS) return formatDate(date, { day: 'numeric', month: 'short' });
  return formatDate(date, { month: 'short', year: 'numeric' });
}

/**
 * An axis's labels with each repeat of the one before it left blank: ticks closer than their
 * labels can tell apart (runs a few seconds apart, results all alike) show one label, not the
 * same one five times.
 */
export function distinctLabels(labels: readonly string[]): string[] {
  return labels.map((label, i) => (labels.slice(0, i).includes(label) ? '' : label));
}
