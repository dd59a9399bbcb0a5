import { nextGhostDeadline } from './ghost-rules.ts';
import { stillRacing, type Race, type RaceMember } from './race.ts';

/** How long the clock-driven stages of a room last (docs/races.md#time-limits; shorter in tests). */
export interface RaceClock {
  readonly reconnectGraceMs: number;
  readonly finishedKeepMs: number;
  readonly lobbyIdleMs: number;
}

/** What the clock asks of a race once a deadline has passed. */
export type DueWork =
  | { readonly kind: 'dropOut'; readonly playerId: string; readonly since: number }
  | { readonly kind: 'begin'; readonly round: number }
  | { readonly kind: 'timeUp'; readonly round: number; readonly startsAt: number }
  | { readonly kind: 'ghosts' }
  | { readonly kind: 'close'; readonly round: number; readonly status: 'lobby' | 'finished' };

/** A racer the room is waiting for: away, and still in the running (or in the lobby). */
const graceRuns = (race: Race, member: RaceMember): member is RaceMember & { awaySince: number } =>
  member.awaySince !== null && member.role === 'racer' && (race.status === 'lobby' || stillRacing(member));

/**
 * When an away racer is out unless they come back (their grace period's end, server epoch ms);
 * null when the room is not waiting for them (here, or out of the running already).
 */
export function awayUntil(race: Race, member: RaceMember, clock: Pick<RaceClock, 'reconnectGraceMs'>): number | null {
  return graceRuns(race, member) ? member.awaySince + clock.reconnectGraceMs : null;
}

function deadlines(race: Race, clock: RaceClock): { at: number; work: DueWork }[] {
  const out = race.members
    .filter((member) => graceRuns(race, member))
    .map((member) => ({ at: member.awaySince + clock.reconnectGraceMs, work: { kind: 'dropOut', playerId: member.id, since: member.awaySince } as DueWork }));
  const { round } = race;
  if (race.status === 'lobby') out.push({ at: race.activeAt + clock.lobbyIdleMs, work: { kind: 'close', round, status: 'lobby' } });
  if (race.status === 'countdown' && race.startsAt !== null) out.push({ at: race.startsAt, work: { kind: 'begin', round } });
  if (race.status === 'running' && race.startsAt !== null) {
    out.push({ at: race.startsAt + race.timeLimitMs, work: { kind: 'timeUp', round, startsAt: race.startsAt } });
    const ghostStep = nextGhostDeadline(race);
    if (ghostStep !== null) out.push({ at: ghostStep, work: { kind: 'ghosts' } });
  }
  if (race.status === 'finished') out.push({ at: (race.finishedAt ?? race.activeAt) + clock.finishedKeepMs, work: { kind: 'close', round, status: 'finished' } });
  return out;
}

/** When the race next needs the clock; null when nothing waits on it. */
export function nextDeadline(race: Race, clock: RaceClock): number | null {
  const times = deadlines(race, clock).map(({ at }) => at);
  return times.length === 0 ? null : Math.min(...times);
}

/** The work whose deadline has come by `now`, grace periods first (a drop-out may end the race). */
export function dueWork(race: Race, now: number, clock: RaceClock): DueWork[] {
  return deadlines(race, clock)
    .filter(({ at }) => at <= now)
    .map(({ work }) => work);
}
