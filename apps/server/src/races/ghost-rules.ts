import { ghostMemberId, ghostRun, nextGhostChange, type GhostScript } from './ghost.ts';
import { racerStatusOf } from './racer-run.ts';
import type { Race, RaceMember } from './race.ts';

/**
 * Ghost racers as pure changes of a `Race` (docs/races.md#ghosts): seated in the lobby, started with
 * the others, moved on by the clock (`race-deadlines.ts`) to whatever their run had done by
 * then, and settled at once when the people are done: their result is already known.
 */

/** Seats a ghost racer for each script, named after the run's player. */
export function seatGhosts(race: Race, ghosts: readonly { script: GhostScript; name: string; guest?: boolean }[], now: number): void {
  for (const { script, name, guest = true } of ghosts) {
    if (race.members.some((member) => member.ghost?.script.runId === script.runId)) continue;
    const id = ghostMemberId(race.members.filter((member) => member.ghost).length + 1);
    race.members.push({ id, name, guest, role: 'racer', status: 'waiting', run: null, awaySince: null, heldBy: [], joinedAt: now, ghost: { script, shownAtMs: 0 } });
  }
}

/** Moves a ghost on to what its run had done `offsetMs` after the start. */
function showAt(race: Race, member: RaceMember, offsetMs: number): void {
  if (!member.ghost || race.startsAt === null) return;
  // Replaced, not changed in place: a stored race is shared (frozen) until a change copies its members.
  member.ghost = { script: member.ghost.script, shownAtMs: offsetMs };
  member.run = ghostRun(member.ghost.script, race.startsAt, offsetMs);
  if (member.status === 'playing' || member.status === 'waiting') member.status = racerStatusOf(member.run);
}

/** The round has begun: every ghost plays from its run's start. */
export function startGhosts(race: Race): void {
  for (const member of race.members) {
    if (!member.ghost || member.status !== 'waiting') continue;
    member.status = 'playing';
    showAt(race, member, 0);
  }
}

/** Moves every ghost still playing on to `now`; answers whether any changed. */
export function advanceGhosts(race: Race, now: number): boolean {
  if (race.status !== 'running' || race.startsAt === null) return false;
  const offset = Math.min(now - race.startsAt, race.timeLimitMs);
  let changed = false;
  for (const member of race.members) {
    if (!member.ghost || member.status !== 'playing') continue;
    const next = nextGhostChange(member.ghost.script, member.ghost.shownAtMs);
    if (next === null || next > offset) continue;
    showAt(race, member, offset);
    changed = true;
  }
  return changed;
}

/** The race ends: each ghost still playing shows its result as of its end, or of the time limit. */
export function settleGhosts(race: Race): void {
  for (const member of race.members) {
    if (!member.ghost || member.status !== 'playing') continue;
    showAt(race, member, Math.min(member.ghost.script.end.atMs, race.timeLimitMs));
  }
}

/** When the next ghost step is due (server epoch ms), while the race runs. */
export function nextGhostDeadline(race: Race): number | null {
  const startsAt = race.startsAt;
  if (race.status !== 'running' || startsAt === null) return null;
  const times = race.members.flatMap((member) => {
    if (!member.ghost || member.status !== 'playing') return [];
    const next = nextGhostChange(member.ghost.script, member.ghost.shownAtMs);
    return next === null ? [] : [startsAt + next];
  });
  return times.length === 0 ? null : Math.min(...times);
}

/** A rematch: ghosts race again from the start. */
export function resetGhosts(race: Race): void {
  for (const member of race.members) if (member.ghost) member.ghost = { script: member.ghost.script, shownAtMs: 0 };
}
