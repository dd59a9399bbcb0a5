/**
 * Daily streaks (Wordle's): runs of consecutive UTC days on which a player has a result on
 * that day's daily. The current streak is still alive when today has not been played yet:
 * it ends yesterday then, and is 0 only once a whole day was missed.
 */

export interface Streaks {
  readonly current: number;
  readonly longest: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string): number => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** `days`: UTC dates (YYYY-MM-DD, any order, repeats allowed) with a daily played; `today` likewise. */
export function dailyStreaks(days: Iterable<string>, today: string): Streaks {
  const played = [...new Set([...days].map(dayNumber))].sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  let previous = Number.NaN;
  for (const day of played) {
    run = day === previous + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  const todayNumber = dayNumber(today);
  const last = played.at(-1);
  // `run` is the streak that ends on the last day played: alive if that is today or yesterday.
  const current = last !== undefined && last >= todayNumber - 1 && last <= todayNumber ? run : 0;
  return { current, longest };
}
