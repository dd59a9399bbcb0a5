import type { RacerRow } from '../../client/race-view-model.ts';

/** One racer in the compact standing: their place in it (1 = ahead of everyone). */
export interface StandingEntry {
  readonly place: number;
  readonly racer: RacerRow;
}

/**
 * The racers a phone's compact standing has room for: the leaders, and this racer where they
 * are not among them (in place of the last leader), so who is ahead and where you are both show.
 */
export function standingStrip(results: readonly RacerRow[], room = 3): StandingEntry[] {
  const entries = results.map((racer, i) => ({ place: i + 1, racer }));
  const leaders = entries.slice(0, room);
  const own = entries.find((entry) => entry.racer.you);
  if (!own || leaders.includes(own)) return leaders;
  return [...leaders.slice(0, room - 1), own];
}
