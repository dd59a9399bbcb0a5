import { liveStanding, rulesOf, type StandingEntry } from '@gridrace/core';
import type { RacePlayerView, RaceStateView } from '@gridrace/protocol';
import { rankRuns } from '../leaderboards/ranking.ts';
import type { RunRecord } from '../store/store.ts';
import { awayUntil, type RaceClock } from './race-deadlines.ts';
import { racers, rematchKeepsBoard, type Race, type RaceMember } from './race.ts';

/** A racer's run as the leaderboard sees it, so a race ranks exactly as the leaderboard does. */
function asRecord(race: Race, member: RaceMember): RunRecord | null {
  const run = member.run;
  // A run helped by hints does not count, as on the leaderboard (docs/fair-play.md#hints).
  if (!run || member.role !== 'racer' || member.status !== 'finished' || run.ranked === false) return null;
  return {
    id: run.runId,
    playerId: member.id,
    puzzleId: race.puzzleId,
    game: race.game,
    status: run.runStatus,
    ranked: true,
    startedAt: race.startsAt ?? 0,
    timeLimitMs: null,
    finishedAt: run.finishedAt,
    timeMs: run.timeMs,
    moves: run.moves,
    score: run.score,
    remaining: run.remaining,
  };
}

/**
 * Places in the race (docs/races.md#results): the leaderboard's order among those who finished a run
 * that counts; everyone else shares the place after them, once the race is over.
 */
export function raceRanks(race: Race): Map<string, number> {
  const records = race.members.map((member) => asRecord(race, member)).filter((record) => record !== null);
  const ranked = rankRuns(race.game, records);
  const ranks = new Map(ranked.map((record, index) => [record.playerId, index + 1]));
  if (race.status === 'finished') {
    for (const member of race.members) if (member.role === 'racer' && !ranks.has(member.id)) ranks.set(member.id, ranked.length + 1);
  }
  return ranks;
}

/** A racer's run as the live standing weighs it: out once they gave up, left, dropped out or took a hint. */
function standingEntry(member: RaceMember): StandingEntry {
  const run = member.run;
  const out = member.status === 'dnf' || member.status === 'left' || run?.ranked === false;
  return { id: member.id, result: run && { ...run, status: run.runStatus }, out, progress: run?.progress ?? 0 };
}

/**
 * Where each racer stands: while the race runs, by the game's rule on the runs as they are now
 * (core's `liveStanding`); once it is over, their place in the results. None before the start.
 */
export function raceStandings(race: Race, ranks: Map<string, number>): Map<string, number> {
  if (race.status === 'finished') return ranks;
  if (race.status !== 'running') return new Map();
  return liveStanding(rulesOf(race.game), racers(race).map(standingEntry));
}

/**
 * The `race:state` payload (docs/protocol.md#races): racers first in order of joining, then spectators. An
 * away racer carries when they are out (`awayUntil`, on the server's clock like `serverNow`),
 * so every client counts the same seconds down.
 */
export function raceView(race: Race, now: number, clock: Pick<RaceClock, 'reconnectGraceMs'>): RaceStateView {
  const ranks = raceRanks(race);
  const standings = raceStandings(race, ranks);
  const rated = race.ratings?.round === race.round ? race.ratings : undefined;
  const view = (member: RaceMember): RacePlayerView => ({
    id: member.id,
    name: member.name,
    guest: member.guest ?? true,
    role: member.id === race.hostId ? 'host' : member.role,
    progress: member.run?.progress ?? 0,
    status: member.role === 'racer' ? member.status : null,
    finishMs: member.run?.finishMs ?? null,
    timeMs: member.run?.timeMs ?? null,
    ranked: member.run?.ranked !== false,
    // Only while the race waits for them: a finished or dropped-out racer's absence changes nothing.
    away: awayUntil(race, member, clock) !== null,
    awayUntil: awayUntil(race, member, clock),
    score: member.run?.score ?? 0,
    rank: ranks.get(member.id) ?? null,
    runId: member.run?.runId ?? member.ghost?.script.runId ?? null,
    ghost: member.ghost !== undefined,
    rating: member.rating ?? null,
    standing: standings.get(member.id) ?? null,
    ratingChange: rated?.changes[member.id] ?? null,
    notRated: rated?.notRated[member.id] ?? null,
  });
  const ordered = [...race.members.filter((m) => m.role === 'racer'), ...race.members.filter((m) => m.role === 'spectator')];
  return {
    code: race.code,
    status: race.status,
    game: race.game,
    puzzleId: race.puzzleId,
    startsInMs: race.startsAt === null ? null : Math.max(0, race.startsAt - now),
    startsAt: race.startsAt,
    timeLimitMs: race.timeLimitMs,
    serverNow: now,
    rated: race.rated === true,
    ratedDone: rated !== undefined,
    askedParams: race.askedParams ?? null,
    rematchKeepsBoard: rematchKeepsBoard(race),
    players: ordered.map(view),
  };
}
