import { goalPolicyOf, rulesOf } from '@gridrace/core';
import { RaceErrorCode, RaceLimits, type Problem } from '@gridrace/protocol';
import { resetGhosts, settleGhosts, startGhosts } from './ghost-rules.ts';
import { present } from './presence-rules.ts';
import { chosenPuzzle } from './rated-puzzles.ts';
import { inRoom, isGhost, people, racers, stillRacing, type Race, type RaceRatingsOutcome } from './race.ts';
import type { RacerRun } from './racer-run.ts';
import { racerStatusOf } from './racer-run.ts';

type Outcome<T> = { ok: true; value: T } | { ok: false; error: Problem };
const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
const refuse = (code: string, message: string): Outcome<never> => ({ ok: false, error: { code, message } });

/**
 * The room's rules as pure changes of a `Race` (the store applies them atomically, and
 * keeps the race untouched when one refuses). Timers and runs are the service's business.
 */

/**
 * Joins the race, as a racer unless `as` says otherwise; `holder` is the process their socket
 * is connected to (`presence-rules.ts`). A member coming back (a reload, a new socket) keeps
 * their seat, whatever was asked, but for a spectator who asks in so many words to race: they
 * step up, on the terms of a newcomer (in the lobby, while there is room).
 */
export function join(
  race: Race,
  player: { id: string; name: string; accountAt?: number | null; rating?: number | null },
  as: 'racer' | 'spectator' | undefined,
  now: number,
  holder: string,
): Outcome<'joined' | 'back'> {
  const member = race.members.find((m) => m.id === player.id);
  const stepsUp = member?.role === 'spectator' && as === 'racer';
  if (member && !stepsUp) {
    present(member, holder);
    // Back in a room they had left after their race: in it again, their result as it was.
    delete member.leftRoom;
    return ok('back');
  }
  if (as !== 'spectator') {
    if (race.status === 'finished') return refuse(RaceErrorCode.RaceStarted, 'This race has finished; join as a spectator, or wait for the rematch.');
    if (race.status !== 'lobby') return refuse(RaceErrorCode.RaceStarted, 'This race has already started; join as a spectator.');
    if (racers(race).length >= RaceLimits.maxRacers) return refuse(RaceErrorCode.RaceFull, `This race already has ${RaceLimits.maxRacers} racers; join as a spectator.`);
  }
  if (member) {
    member.role = 'racer';
    present(member, holder);
  } else
    race.members.push({
      id: player.id,
      name: player.name,
      guest: (player.accountAt ?? null) === null,
      rating: player.rating ?? null,
      role: as ?? 'racer',
      status: 'waiting',
      run: null,
      awaySince: null,
      heldBy: [holder],
      joinedAt: now,
    });
  race.activeAt = now;
  return ok('joined');
}

/** Why a race out of its lobby cannot start again, in words (a status is a word for programs). */
const ALREADY: Readonly<Record<Exclude<Race['status'], 'lobby'>, string>> = {
  countdown: 'The race is already counting down to its start.',
  running: 'The race has already started.',
  finished: 'The race has finished; call a rematch to race again.',
};

export function startCountdown(race: Race, playerId: string, startsAt: number): Outcome<null> {
  if (race.hostId !== playerId) return refuse(RaceErrorCode.NotHost, 'Only the host can start the race.');
  if (race.status !== 'lobby') return refuse(RaceErrorCode.RaceStarted, ALREADY[race.status]);
  if (racers(race).length === 0) return refuse(RaceErrorCode.NotInRace, 'A race needs at least one racer.');
  race.status = 'countdown';
  race.startsAt = startsAt;
  return ok(null);
}

/** The host makes the room rated, or not, before it starts. */
export function setRated(race: Race, playerId: string, rated: boolean): Outcome<null> {
  if (race.hostId !== playerId) return refuse(RaceErrorCode.NotHost, 'Only the host can make the race rated.');
  if (race.status !== 'lobby') return refuse(RaceErrorCode.RaceStarted, 'A race is made rated, or not, before it starts.');
  const chosen = rated ? chosenPuzzle({ game: race.game, params: race.params, seed: race.seedChoice, ghosts: race.members.some(isGhost) }) : null;
  if (chosen) return refuse(RaceErrorCode.RatedNeedsDrawnPuzzle, chosen);
  race.rated = rated;
  return ok(null);
}

/** What the rating of a rated round did to each racer, kept in the race while that round's results are shown. */
export function keepRatings(race: Race, outcome: RaceRatingsOutcome): Outcome<null> {
  if (race.round !== outcome.round || race.status !== 'finished') return refuse(RaceErrorCode.RaceStarted, 'That round is over; its ratings are not shown any more.');
  race.ratings = outcome;
  return ok(null);
}

/** The host role passes to the earliest racer still in the race, else to a spectator. */
function passHost(race: Race): void {
  const next = people(race).find((m) => m.role === 'racer' && inRoom(m) && m.id !== race.hostId) ?? people(race).find((m) => m.role === 'spectator' && m.id !== race.hostId);
  if (next) race.hostId = next.id;
}

/**
 * Leaves the race; answers whether anyone is left in it. Leaving never rewrites a result: a
 * racer still racing gives up their place (`left`), one whose race is over (the race finished,
 * or their run ended) goes with the result they had, for everyone to keep seeing.
 */
export function leave(race: Race, playerId: string, now: number): Outcome<boolean> {
  const member = race.members.find((m) => m.id === playerId);
  if (!member || !inRoom(member)) return refuse(RaceErrorCode.NotInRace, 'You are not in this race.');
  if (race.hostId === playerId) passHost(race);
  // A racer who leaves a started race stays on its results; otherwise they just go.
  if (member.role === 'racer' && race.status !== 'lobby') {
    if (stillRacing(member)) {
      member.status = 'left';
      if (race.startsAt !== null) member.outAtMs = now - race.startsAt;
    } else member.leftRoom = true;
    // Their sockets have left the room: no process holds them any more.
    member.heldBy = [];
  } else race.members = race.members.filter((m) => m.id !== playerId);
  // Ghosts alone keep no room open.
  const anyone = people(race).some(inRoom);
  return ok(anyone);
}

/** Ends the race once nobody is still racing; a `score` game's result in play when time runs out counts. */
export function finishIfDone(race: Race, timeUp: boolean, now: number): boolean {
  if (race.status !== 'running') return false;
  // Ghosts never hold a race up: once the people are done, their known results are shown.
  if (!timeUp && racers(race).some((member) => stillRacing(member) && !member.ghost)) return false;
  settleGhosts(race);
  for (const member of racers(race)) {
    if (!stillRacing(member)) continue;
    if (goalPolicyOf(rulesOf(race.game)).playsOn && member.run) {
      member.status = 'finished';
      member.run = { ...member.run, runStatus: 'ended', finishMs: race.timeLimitMs, finishedAt: (race.startsAt ?? 0) + race.timeLimitMs };
    } else member.status = 'dnf';
  }
  race.status = 'finished';
  race.finishedAt = now;
  return true;
}

/** Back to the lobby with a new puzzle: everyone in the room stays; those who left it (mid-race or after) are gone. */
export function rematch(race: Race, playerId: string, puzzleId: string, now: number): Outcome<null> {
  if (race.hostId !== playerId) return refuse(RaceErrorCode.NotHost, 'Only the host can call a rematch.');
  if (race.status !== 'finished') return refuse(RaceErrorCode.RaceStarted, 'A rematch comes once the race has finished.');
  race.members = race.members.filter(inRoom);
  for (const member of race.members) {
    member.status = 'waiting';
    member.run = null;
    delete member.outAtMs;
  }
  delete race.ratings;
  race.puzzleId = puzzleId;
  race.status = 'lobby';
  race.startsAt = null;
  race.finishedAt = null;
  race.activeAt = now;
  race.round += 1;
  // Told once, before the first start: the rematch is the board they have raced already.
  delete race.askedParams;
  resetGhosts(race);
  return ok(null);
}

/** Back through `run:resume` on the racer's own race run, on the process `holder`. */
export function markBack(race: Race, playerId: string, runId: string, holder: string): Outcome<null> {
  const member = race.members.find((m) => m.id === playerId && m.run?.runId === runId);
  if (!member) return refuse(RaceErrorCode.NotInRace, 'Not a run of this race.');
  present(member, holder);
  return ok(null);
}

/**
 * The grace period that began at `since` is over: `dnf` (or, in the lobby, simply gone).
 * Answers, like `leave`, whether anyone is left in the room.
 */
export function dropOut(race: Race, playerId: string, since: number): Outcome<boolean> {
  const member = race.members.find((m) => m.id === playerId);
  // Came back (or away again later, with a timer of its own): nothing to do.
  if (!member || member.awaySince !== since) return refuse(RaceErrorCode.NotInRace, 'Back in time.');
  if (race.status === 'lobby') return leave(race, playerId, since);
  if (member.status === 'playing' || member.status === 'waiting') member.status = 'dnf';
  return ok(true);
}

/**
 * The start instant of `round` has come: racers with a run play it; one whose run could not
 * start is out. Refused unless that round is still counting down (it was started already).
 */
export function run(race: Race, round: number, started: ReadonlyMap<string, string>): Outcome<null> {
  if (race.round !== round || race.status !== 'countdown') return refuse(RaceErrorCode.RaceStarted, 'This round has already started.');
  race.status = 'running';
  startGhosts(race);
  for (const member of racers(race)) {
    if (member.status !== 'waiting') continue;
    const runId = started.get(member.id);
    if (runId === undefined) {
      member.status = 'dnf';
      continue;
    }
    member.status = 'playing';
    member.run = { runId, runStatus: 'playing', ranked: true, progress: 0, moves: 0, score: 0, remaining: null, finishMs: null, timeMs: null, finishedAt: null };
  }
  return ok(null);
}

/** A racer's run moved or ended; a racer already out (left, dnf) keeps that status. */
export function recordRun(race: Race, snapshot: RacerRun): Outcome<null> {
  const member = race.members.find((m) => m.run?.runId === snapshot.runId && !m.ghost);
  if (!member || race.status !== 'running') return refuse(RaceErrorCode.NotInRace, 'Not a run of a running race.');
  member.run = snapshot;
  if (member.status === 'playing') member.status = racerStatusOf(snapshot);
  return ok(null);
}
