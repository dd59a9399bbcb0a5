import type { GameName } from '@gridrace/core';
import type { Dailies } from '../puzzles/daily.ts';
import { noDaily } from './error-responses.ts';

/** The daily puzzle a request names (`date`, or today): its date and id, or the 400/404 saying why none. */
export async function dailyOfRequest(dailies: Dailies, game: GameName, date: string | undefined): Promise<{ date: string; puzzleId: string }> {
  const day = date ?? dailies.today();
  const lookup = await dailies.puzzle(day, game);
  if (!lookup.ok) throw noDaily(lookup, day);
  return { date: day, puzzleId: lookup.puzzle.id };
}
