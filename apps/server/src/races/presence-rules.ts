import { RaceErrorCode, type Problem } from '@gridrace/protocol';
import { inRoom, type Race, type RaceMember } from './race.ts';

type Outcome<T> = { ok: true; value: T } | { ok: false; error: Problem };

/**
 * Who is connected, as pure changes of a `Race`: each member lists the server processes that
 * hold a socket of theirs in the room. A racer held by none is away, and the grace period
 * runs from then (`race-deadlines.ts`); whether their last socket dropped or the process
 * holding it died, the rule is the same one, `letGo`.
 */

/** `holder` now holds a socket of the member: they are here. */
export function present(member: RaceMember, holder: string): void {
  if (!member.heldBy.includes(holder)) member.heldBy = [...member.heldBy, holder];
  member.awaySince = null;
}

/** A member this process has a socket of (a lapsed heartbeat lost its old id's holds). */
export function hold(race: Race, playerId: string, holder: string): Outcome<null> {
  const member = race.members.find((m) => m.id === playerId);
  if (!member || !inRoom(member)) return { ok: false, error: { code: RaceErrorCode.NotInRace, message: 'Not in this race.' } };
  present(member, holder);
  return { ok: true, value: null };
}

/** Removes `holder` from `member`; answers whether that left a racer away (the grace period starts at `now`). */
function release(member: RaceMember, holder: string, now: number): boolean {
  member.heldBy = member.heldBy.filter((id) => id !== holder);
  const away = member.heldBy.length === 0 && member.role === 'racer' && member.status !== 'left' && member.awaySince === null;
  if (away) member.awaySince = now;
  return away;
}

const heldBy = (member: RaceMember, holder: string): boolean => member.heldBy.includes(holder);

/**
 * `holder` has no socket of the player in the room any more (their last one there dropped).
 * Answers whether they are away now: not while another process (another tab) holds them.
 */
export function letGo(race: Race, playerId: string, holder: string, now: number): Outcome<boolean> {
  const member = race.members.find((m) => m.id === playerId && heldBy(m, holder));
  if (!member) return { ok: false, error: { code: RaceErrorCode.NotInRace, message: 'Not held by this process.' } };
  return { ok: true, value: release(member, holder, now) };
}

/**
 * The process `holder` died: every member it held is let go of, as if their sockets there had
 * dropped at `now`. Answers whether anyone is away now; refused (nothing to store) when it
 * held nobody here.
 */
export function processGone(race: Race, holder: string, now: number): Outcome<boolean> {
  const held = race.members.filter((member) => heldBy(member, holder));
  if (held.length === 0) return { ok: false, error: { code: RaceErrorCode.NotInRace, message: 'Nobody held by this process.' } };
  const away = held.map((member) => release(member, holder, now));
  return { ok: true, value: away.some(Boolean) };
}

/** Whether `holder` holds anyone in the race (else it may forget the race). */
export const holdsAnyone = (race: Race, holder: string): boolean => race.members.some((member) => heldBy(member, holder));

/**
 * The server restarted (one process, its races kept in the database): nobody is connected to it
 * yet, so every member an earlier process held is let go of at `now`, as if their sockets had
 * dropped. Answers whether anyone is away now; refused (nothing to store) when nobody was held.
 */
export function restarted(race: Race, now: number): Outcome<boolean> {
  const holders = new Set(race.members.flatMap((member) => member.heldBy));
  if (holders.size === 0) return { ok: false, error: { code: RaceErrorCode.NotInRace, message: 'Nobody was held.' } };
  const away = [...holders].map((holder) => processGone(race, holder, now));
  return { ok: true, value: away.some((outcome) => outcome.ok && outcome.value) };
}
