import type { RaceAck } from '@gridrace/protocol';
import { rateLimited } from '../limits/refusal.ts';
import { memberOf } from './race.ts';
import type { RaceStore } from './race-store.ts';

/**
 * Every room a player sits in is kept (a lobby two hours): past `openRoomsPerPlayer`, they
 * leave one before they open or join another. The rooms are counted from the race store's
 * index of members, so the limit holds across processes. Finished rooms (kept a while for
 * their results and a rematch) and rooms the player left do not count.
 */
export async function tooManyRooms(
  options: { readonly races: RaceStore; readonly now: () => number; readonly openRoomsPerPlayer?: number },
  playerId: string,
  /** The wait told when no room of theirs has a deadline (a lobby closes after this long idle). */
  fallbackWaitMs: number,
): Promise<RaceAck | null> {
  const limit = options.openRoomsPerPlayer;
  if (limit === undefined) return null;
  const open = (await options.races.roomsOf(playerId)).filter((race) => race.status !== 'finished' && memberOf(race, playerId)?.status !== 'left');
  if (open.length < limit) return null;
  // The earliest deadline among them is the first moment one of them may close by itself.
  const soonest = Math.min(...open.map((race) => race.deadline ?? Number.POSITIVE_INFINITY));
  const wait = Number.isFinite(soonest) ? Math.max(1000, soonest - options.now()) : fallbackWaitMs;
  return { ok: false, error: rateLimited(`You are in ${open.length} open race rooms (at most ${limit}): leave one with race:leave`, wait) };
}
