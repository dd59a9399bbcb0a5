import type { RacerRow } from './race-view-model.ts';

/** One racer in the compact standing, with their place when something tells the racers apart. */
export interface StandingEntry {
  readonly place: number | null;
  readonly racer: RacerRow;
}

/** Where a racer stands now: by the game's own rule while the race runs, else by their rank. */
const placeOf = (racer: RacerRow): number | null => racer.standing ?? racer.rank;

/**
 * The racers a phone's compact standing has room for, ahead first: the leaders, and this racer
 * where they are not among them (in place of the last leader), so who is ahead and where you
 * are both show. `results` is the room's order, kept among racers of one place.
 */
export function standingStrip(results: readonly RacerRow[], room = 3): StandingEntry[] {
  const entries = results.map((racer) => ({ place: placeOf(racer), racer })).sort((a, b) => (a.place ?? Number.POSITIVE_INFINITY) - (b.place ?? Number.POSITIVE_INFINITY));
  const leaders = entries.slice(0, room);
  const own = entries.find((entry) => entry.racer.you);
  if (!own || leaders.includes(own)) return leaders;
  return [...leaders.slice(0, room - 1), own];
}
