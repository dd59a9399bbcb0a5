import { describe, expect, it } from 'vitest';
import type { GhostScript } from './ghost.ts';
import { advanceGhosts, nextGhostDeadline, seatGhosts, settleGhosts, startGhosts } from './ghost-rules.ts';
import type { Race } from './race.ts';
import { raceView } from './race-view.ts';
import * as rules from './room-rules.ts';

const step = (atMs: number, progress: number) => ({ atMs, progress, moves: atMs / 100, score: 0, remaining: null, timeMs: null });
const script: GhostScript = {
  runId: 'run-1',
  playerId: 'ada',
  steps: [step(100, 0.25), step(200, 0.5), step(300, 0.75)],
  end: { ...step(400, 1), runStatus: 'solved', timeMs: 400 },
};

function raceWithGhost(): Race {
  const race: Race = {
    code: 'ABC234',
    game: 'fifteen',
    params: {},
    seedChoice: null,
    puzzleId: 'fifteen.v1.3.x',
    status: 'lobby',
    hostId: 'bob',
    startsAt: null,
    timeLimitMs: 60_000,
    members: [],
    round: 0,
    activeAt: 0,
    finishedAt: null,
    deadline: null,
  };
  rules.join(race, { id: 'bob', name: 'Bob' }, 'racer', 0, 'p1');
  seatGhosts(race, [{ script, name: 'Ada' }], 0);
  race.status = 'countdown';
  race.startsAt = 1000;
  rules.run(race, 0, new Map([['bob', 'run-bob']]));
  return race;
}

describe('ghost racers', () => {
  it('start with the others and move on to where their run stood, step by step', () => {
    const race = raceWithGhost();
    const ghost = race.members[1]!;
    expect(ghost).toMatchObject({ id: 'ghost:1', status: 'playing', run: { runId: 'run-1', progress: 0 } });
    expect(nextGhostDeadline(race)).toBe(1100);
    expect(advanceGhosts(race, 1099)).toBe(false);
    expect(advanceGhosts(race, 1250)).toBe(true);
    expect(race.members[1]!.run?.progress).toBe(0.5);
    expect(nextGhostDeadline(race)).toBe(1300);
    advanceGhosts(race, 1400);
    expect(race.members[1]).toMatchObject({ status: 'finished', run: { finishMs: 400, timeMs: 400, finishedAt: 1400, progress: 1 } });
    expect(nextGhostDeadline(race)).toBeNull();
  });

  it('never hold the race up: once the people are done it ends, the ghost settled at its end', () => {
    const race = raceWithGhost();
    rules.recordRun(race, { runId: 'run-bob', runStatus: 'solved', ranked: true, progress: 1, moves: 3, score: 0, remaining: null, finishMs: 250, timeMs: 250, finishedAt: 1250 });
    expect(rules.finishIfDone(race, false, 1250)).toBe(true);
    expect(race.members[1]).toMatchObject({ status: 'finished', run: { finishMs: 400 } });
  });

  it('past the time limit, a finish-game ghost did not finish', () => {
    const race = { ...raceWithGhost(), timeLimitMs: 350 };
    settleGhosts(race);
    expect(race.members[1]?.run?.progress).toBe(0.75);
    expect(rules.finishIfDone(race, true, 1350)).toBe(true);
    expect(race.members[1]?.status).toBe('dnf');
  });

  it('are raced again on the same board, and the race says so; the notice of another board is told only before the first start', () => {
    const race = { ...raceWithGhost(), askedParams: { size: 5 } };
    const view = () => raceView(race, 0, { reconnectGraceMs: 60_000 });
    expect(view()).toMatchObject({ rematchKeepsBoard: true, askedParams: { size: 5 } });
    rules.recordRun(race, { runId: 'run-bob', runStatus: 'solved', ranked: true, progress: 1, moves: 3, score: 0, remaining: null, finishMs: 250, timeMs: 250, finishedAt: 1250 });
    rules.finishIfDone(race, false, 1250);
    expect(rules.rematch(race, 'bob', race.puzzleId, 2000).ok).toBe(true);
    expect(view()).toMatchObject({ status: 'lobby', rematchKeepsBoard: true, askedParams: null });
    const people = { ...race, members: race.members.filter((m) => !m.ghost) };
    expect(raceView(people, 0, { reconnectGraceMs: 60_000 }).rematchKeepsBoard).toBe(false);
  });

  it('keep no room open and take no host role', () => {
    const race = raceWithGhost();
    expect(rules.leave(race, 'bob', 0)).toEqual({ ok: true, value: false });
    expect(race.hostId).toBe('bob');
  });

  it('are seated once however often asked, and start only from the lobby', () => {
    const race = raceWithGhost();
    seatGhosts(race, [{ script, name: 'Ada' }], 5);
    expect(race.members.filter((m) => m.ghost)).toHaveLength(1);
    startGhosts(race);
    expect(race.members[1]?.status).toBe('playing');
  });
});
