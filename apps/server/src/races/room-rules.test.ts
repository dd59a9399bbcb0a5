import { describe, expect, it } from 'vitest';
import type { Race } from './race.ts';
import type { RacerRun } from './racer-run.ts';
import { MemoryRaceStore } from './race-store.ts';
import { raceView } from './race-view.ts';
import * as rules from './room-rules.ts';

const GRACE = { reconnectGraceMs: 60_000 };

function lobby(game: Race['game'] = 'fifteen'): Race {
  const race: Race = {
    code: 'ABC234',
    game,
    params: {},
    seedChoice: null,
    puzzleId: `${game}.v1.x`,
    status: 'lobby',
    hostId: 'h',
    startsAt: null,
    timeLimitMs: 60_000,
    members: [],
    round: 0,
    activeAt: 0,
    finishedAt: null,
    deadline: null,
  };
  rules.join(race, { id: 'h', name: 'Host' }, 'racer', 0, 'p1');
  return race;
}

const runOf = (runId: string, extra: Partial<RacerRun> = {}): RacerRun => ({
  runId,
  runStatus: 'playing',
  ranked: true,
  progress: 0.5,
  moves: 3,
  score: 0,
  remaining: null,
  finishMs: null,
  timeMs: null,
  finishedAt: null,
  ...extra,
});

/** A running race of three: the host, B and C. */
function runningOfThree(): Race {
  const race = lobby();
  rules.join(race, { id: 'b', name: 'B' }, 'racer', 1, 'p1');
  rules.join(race, { id: 'c', name: 'C' }, 'racer', 2, 'p1');
  rules.startCountdown(race, 'h', 100);
  rules.run(
    race,
    0,
    new Map([
      ['h', 'run-h'],
      ['b', 'run-b'],
      ['c', 'run-c'],
    ]),
  );
  return race;
}

/** A finished race of three: C won, B came second, the host gave up. */
function finishedOfThree(): Race {
  const race = runningOfThree();
  rules.recordRun(race, runOf('run-h', { runStatus: 'gave_up', finishMs: 500, timeMs: 500 }));
  rules.recordRun(race, runOf('run-b', { runStatus: 'solved', progress: 1, finishMs: 9000, timeMs: 9000, finishedAt: 9100 }));
  rules.recordRun(race, runOf('run-c', { runStatus: 'solved', progress: 1, finishMs: 7000, timeMs: 7000, finishedAt: 7100 }));
  expect(rules.finishIfDone(race, false, 1000)).toBe(true);
  return race;
}

const results = (race: Race) => raceView(race, 0, GRACE).players.map((p) => [p.id, p.status, p.rank]);

describe('room rules', () => {
  it('take 8 racers, then only spectators', () => {
    const race = lobby();
    for (let i = 1; i < 8; i++) expect(rules.join(race, { id: `r${i}`, name: `R${i}` }, 'racer', i, 'p1').ok).toBe(true);
    expect(rules.join(race, { id: 'r9', name: 'R9' }, 'racer', 9, 'p1')).toMatchObject({ ok: false, error: { code: 'race_full' } });
    expect(rules.join(race, { id: 'r9', name: 'R9' }, 'spectator', 9, 'p1').ok).toBe(true);
  });

  it('let a spectator step up to race in the lobby while there is room, and keep every other seat on a join again', () => {
    const race = lobby();
    const roleOf = (id: string) => race.members.find((m) => m.id === id)?.role;
    expect(rules.join(race, { id: 's', name: 'S' }, 'spectator', 1, 'p1')).toEqual({ ok: true, value: 'joined' });
    // Back after a reload, asking nothing or to watch: the same seat.
    expect(rules.join(race, { id: 's', name: 'S' }, undefined, 2, 'p1')).toEqual({ ok: true, value: 'back' });
    expect(rules.join(race, { id: 'h', name: 'Host' }, 'spectator', 2, 'p1')).toEqual({ ok: true, value: 'back' });
    expect([roleOf('s'), roleOf('h')]).toEqual(['spectator', 'racer']);
    expect(rules.join(race, { id: 's', name: 'S' }, 'racer', 3, 'p1')).toEqual({ ok: true, value: 'joined' });
    expect(roleOf('s')).toBe('racer');

    const full = lobby();
    for (let i = 1; i < 8; i++) rules.join(full, { id: `r${i}`, name: `R${i}` }, 'racer', i, 'p1');
    rules.join(full, { id: 's', name: 'S' }, 'spectator', 9, 'p1');
    expect(rules.join(full, { id: 's', name: 'S' }, 'racer', 10, 'p1')).toMatchObject({ ok: false, error: { code: 'race_full' } });
    const started = lobby();
    rules.join(started, { id: 's', name: 'S' }, 'spectator', 1, 'p1');
    rules.startCountdown(started, 'h', 100);
    expect(rules.join(started, { id: 's', name: 'S' }, 'racer', 2, 'p1')).toMatchObject({ ok: false, error: { code: 'race_started' } });
    expect(started.members.find((m) => m.id === 's')?.role).toBe('spectator');
  });

  it('say in words why a race out of its lobby cannot start again', () => {
    const race = lobby();
    const starts = () => rules.startCountdown(race, 'h', 100);
    expect(starts().ok).toBe(true);
    expect(starts()).toMatchObject({ ok: false, error: { code: 'race_started', message: 'The race is already counting down to its start.' } });
    rules.run(race, 0, new Map([['h', 'run-h']]));
    expect(starts()).toMatchObject({ error: { message: 'The race has already started.' } });
    rules.finishIfDone(race, true, 1000);
    expect(starts()).toMatchObject({ error: { message: 'The race has finished; call a rematch to race again.' } });
  });

  it('end a race when time is up: a walls layout counts as it stands, other runs are dnf', () => {
    for (const [game, status] of [
      ['walls', 'finished'],
      ['fifteen', 'dnf'],
    ] as const) {
      const race = lobby(game);
      rules.startCountdown(race, 'h', 100);
      rules.run(race, 0, new Map([['h', 'run-h']]));
      rules.recordRun(race, runOf('run-h', { score: 12, timeMs: 900 }));
      expect(rules.finishIfDone(race, false, 1000)).toBe(false);
      expect(rules.finishIfDone(race, true, 1000)).toBe(true);
      expect(race.status).toBe('finished');
      expect(raceView(race, 0, GRACE).players[0]).toMatchObject({ status, rank: 1 });
    }
  });

  it('show where each racer stands while a same race runs: one stuck first is behind one still playing with fewer blocks left', () => {
    const race = lobby('same');
    rules.join(race, { id: 'b', name: 'B' }, 'racer', 1, 'p1');
    rules.startCountdown(race, 'h', 100);
    rules.run(
      race,
      0,
      new Map([
        ['h', 'run-h'],
        ['b', 'run-b'],
      ]),
    );
    const standings = () => raceView(race, 0, GRACE).players.map((p) => [p.id, p.status, p.rank, p.standing]);
    rules.recordRun(race, runOf('run-h', { runStatus: 'stuck', progress: 0.8, remaining: 12, score: 300, finishMs: 30_000, timeMs: 30_000, finishedAt: 30_000 }));
    rules.recordRun(race, runOf('run-b', { progress: 0.85, remaining: 9, score: 200 }));
    expect(standings()).toEqual([
      ['h', 'finished', 1, 2],
      ['b', 'playing', null, 1],
    ]);
    // Once over, the standing is the place in the results.
    rules.recordRun(race, runOf('run-b', { runStatus: 'stuck', progress: 0.85, remaining: 9, score: 200, finishMs: 40_000, timeMs: 40_000, finishedAt: 40_000 }));
    expect(rules.finishIfDone(race, false, 50_000)).toBe(true);
    expect(standings()).toEqual([
      ['h', 'finished', 2, 2],
      ['b', 'finished', 1, 1],
    ]);
    expect(raceView(lobby(), 0, GRACE).players[0]?.standing).toBeNull();
  });

  it('rank finishers as the leaderboard does, ahead of those who gave up', () => {
    expect(results(finishedOfThree())).toEqual([
      ['h', 'dnf', 3],
      ['b', 'finished', 2],
      ['c', 'finished', 1],
    ]);
  });
});

describe('leaving', () => {
  it('a finished race: the leaver goes from the room, and its results stay as they were for everyone', () => {
    const race = finishedOfThree();
    const before = results(race);
    expect(rules.leave(race, 'c', 0)).toEqual({ ok: true, value: true });
    expect(rules.leave(race, 'h', 0)).toEqual({ ok: true, value: true });
    expect(results(race)).toEqual(before);
    // Gone from the room: the host role passed to the one still there, and leaving twice is refused.
    expect(race.hostId).toBe('b');
    expect(race.members.find((m) => m.id === 'c')).toMatchObject({ leftRoom: true, heldBy: [] });
    expect(rules.leave(race, 'c', 0)).toMatchObject({ ok: false, error: { code: 'not_in_race' } });
    expect(rules.leave(race, 'b', 0)).toEqual({ ok: true, value: false });
    expect(results(race)).toEqual(before);
  });

  it('a running race: a racer whose run is over keeps its result, one still racing is out', () => {
    const race = runningOfThree();
    rules.recordRun(race, runOf('run-b', { runStatus: 'solved', progress: 1, finishMs: 9000, timeMs: 9000, finishedAt: 9100 }));
    rules.leave(race, 'b', 0);
    rules.leave(race, 'c', 0);
    expect(race.status).toBe('running');
    rules.recordRun(race, runOf('run-h', { runStatus: 'solved', progress: 1, finishMs: 9500, timeMs: 9500, finishedAt: 9600 }));
    expect(rules.finishIfDone(race, false, 10_000)).toBe(true);
    expect(results(race)).toEqual([
      ['h', 'finished', 2],
      ['b', 'finished', 1],
      ['c', 'left', 3],
    ]);
  });

  it('a rematch goes on without those who left the room, and one who came back races again', () => {
    const race = finishedOfThree();
    rules.leave(race, 'c', 0);
    rules.leave(race, 'b', 0);
    rules.join(race, { id: 'b', name: 'B' }, undefined, 5, 'p2');
    expect(race.members.find((m) => m.id === 'b')).toMatchObject({ status: 'finished', heldBy: ['p2'] });
    expect(rules.rematch(race, 'h', 'fifteen.v1.y', 6).ok).toBe(true);
    expect(race.members.map((m) => [m.id, m.status])).toEqual([
      ['h', 'waiting'],
      ['b', 'waiting'],
    ]);
    expect(race.members.some((m) => m.leftRoom)).toBe(false);
  });
});

describe('the in-memory race store', () => {
  it('keeps a race untouched when a change refuses, and hands out races nobody can change', async () => {
    const store = new MemoryRaceStore();
    expect(await store.create(lobby())).toBe(true);
    expect(await store.create(lobby())).toBe(false);
    const refused = await store.update('ABC234', (race) => {
      race.status = 'finished';
      return rules.startCountdown(race, 'not-the-host', 1);
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'not_host' } });
    const read = await store.get('ABC234');
    expect(read?.status).toBe('lobby');
    expect(() => (read!.status = 'running')).toThrow(TypeError);
    expect((await store.get('ABC234'))?.status).toBe('lobby');
  });
});

describe('guests and accounts in a room', () => {
  it('marks a guest apart from an account in race:state, and takes a member stored before accounts for a guest', () => {
    const race = lobby();
    rules.join(race, { id: 'a', name: 'Ada', accountAt: 1 }, 'racer', 0, 'p1');
    rules.join(race, { id: 'g', name: 'Ada', accountAt: null }, 'racer', 0, 'p1');
    const { guest: _dropped, ...before } = race.members.find((member) => member.id === 'h')!;
    race.members[0] = before;
    const guests = Object.fromEntries(raceView(race, 0, GRACE).players.map((player) => [player.id, player.guest]));
    expect(guests).toEqual({ h: true, a: false, g: true });
  });
});
