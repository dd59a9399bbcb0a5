import { RaceErrorCode, RaceLimits, type Problem } from '@gridrace/protocol';
import { racers, stillRacing, type Race, type RaceMember } from './race.ts';

type Outcome<T> = { ok: true; value: T } | { ok: false; error: Problem };
const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
const refuse = (code: string, message: string): Outcome<never> => ({ ok: false, error: { code, message } });

/**
 * The room's rules as pure changes of a `Race` (the store applies them atomically, and
 * keeps the race untouched when one refuses). Timers and runs are the service's business.
 */
export function join(race: Race, player: { id: string; name: string }, as: 'racer' | 'spectator', now: number): Outcome<'joined' | 'back'> {
  const member = race.members.find((m) => m.id === player.id);
  if (member) {
    // Coming back (a reload, a new socket): the same seat, whatever was asked.
    member.awaySince = null;
    return ok('back');
  }
  if (as === 'racer') {
    if (race.status === 'finished') return refuse(RaceErrorCode.RaceStarted, 'This race has finished; join as a spectator, or wait for the rematch.');
    if (race.status !== 'lobby') return refuse(RaceErrorCode.RaceStarted, 'This race has already started; join as a spectator.');
    if (racers(race).length >= RaceLimits.maxRacers) return refuse(RaceErrorCode.RaceFull, `This race already has ${RaceLimits.maxRacers} racers; join as a spectator.`);
  }
  race.members.push({ id: player.id, name: player.name, role: as, status: 'waiting', run: null, awaySince: null, joinedAt: now });
  return ok('joined');
}

export function startCountdown(race: Race, playerId: string, startsAt: number): Outcome<null> {
  if (race.hostId !== playerId) return refuse(RaceErrorCode.NotHost, 'Only the host can start the race.');
  if (race.status !== 'lobby') return refuse(RaceErrorCode.RaceStarted, `The race is already ${race.status}.`);
  if (racers(race).length === 0) return refuse(RaceErrorCode.NotInRace, 'A race needs at least one racer.');
  race.status = 'countdown';
  race.startsAt = startsAt;
  return ok(null);
}

/** The host role passes to the earliest racer still in the race, else to a spectator. */
function passHost(race: Race): void {
  const present = (m: RaceMember) => m.status !== 'left';
  const next = race.members.find((m) => m.role === 'racer' && present(m) && m.id !== race.hostId) ?? race.members.find((m) => m.role === 'spectator' && m.id !== race.hostId);
  if (next) race.hostId = next.id;
}

/** Leaves the race; answers whether anyone is left in it. */
export function leave(race: Race, playerId: string): Outcome<boolean> {
  const member = race.members.find((m) => m.id === playerId);
  if (!member || member.status === 'left') return refuse(RaceErrorCode.NotInRace, 'You are not in this race.');
  if (race.hostId === playerId) passHost(race);
  // A racer who leaves a started race stays on its results as `left`; otherwise they just go.
  if (member.role === 'racer' && race.status !== 'lobby') member.status = 'left';
  else race.members = race.members.filter((m) => m.id !== playerId);
  const anyone = race.members.some((m) => m.status !== 'left');
  return ok(anyone);
}

/** Ends the race once nobody is still racing; a `walls` layout in play when time runs out counts. */
export function finishIfDone(race: Race, timeUp: boolean): boolean {
  if (race.status !== 'running') return false;
  if (!timeUp && racers(race).some(stillRacing)) return false;
  for (const member of racers(race)) {
    if (!stillRacing(member)) continue;
    if (race.game === 'walls' && member.run) {
      member.status = 'finished';
      member.run = { ...member.run, runStatus: 'ended', finishMs: race.timeLimitMs, finishedAt: (race.startsAt ?? 0) + race.timeLimitMs };
    } else member.status = 'dnf';
  }
  race.status = 'finished';
  return true;
}

/** Back to the lobby with a new puzzle: everyone stays but those who left. */
export function rematch(race: Race, playerId: string, puzzleId: string): Outcome<null> {
  if (race.hostId !== playerId) return refuse(RaceErrorCode.NotHost, 'Only the host can call a rematch.');
  if (race.status !== 'finished') return refuse(RaceErrorCode.RaceStarted, 'A rematch comes once the race has finished.');
  race.members = race.members.filter((m) => m.status !== 'left');
  for (const member of race.members) {
    member.status = 'waiting';
    member.run = null;
  }
  race.puzzleId = puzzleId;
  race.status = 'lobby';
  race.startsAt = null;
  race.round += 1;
  return ok(null);
}
