import { describe, expect, it } from 'vitest';
import { dueWork, nextDeadline, type RaceClock } from './race-deadlines.ts';
import * as presence from './presence-rules.ts';
import type { Race } from './race.ts';
import * as rules from './room-rules.ts';

const clock: RaceClock = { reconnectGraceMs: 60_000, finishedKeepMs: 1_800_000, lobbyIdleMs: 7_200_000 };

function lobby(): Race {
  const race: Race = {
    code: 'ABC234',
    game: 'fifteen',
    params: {},
    seedChoice: null,
    puzzleId: 'fifteen.v1.x',
    status: 'lobby',
    hostId: 'h',
    startsAt: null,
    timeLimitMs: 600_000,
    members: [],
    round: 0,
    activeAt: 0,
    finishedAt: null,
    deadline: null,
  };
  rules.join(race, { id: 'h', name: 'Host' }, 'racer', 100, 'p1');
  rules.join(race, { id: 'b', name: 'B' }, 'racer', 200, 'p1');
  return race;
}

describe('race deadlines', () => {
  it('close an idle lobby, counted from the last join', () => {
    const race = lobby();
    expect(nextDeadline(race, clock)).toBe(200 + clock.lobbyIdleMs);
    expect(dueWork(race, 200 + clock.lobbyIdleMs - 1, clock)).toEqual([]);
    expect(dueWork(race, 200 + clock.lobbyIdleMs, clock)).toEqual([{ kind: 'close', round: 0, status: 'lobby' }]);
  });

  it('start the round at the countdown end, then end it at the time limit', () => {
    const race = lobby();
    rules.startCountdown(race, 'h', 5000);
    expect(nextDeadline(race, clock)).toBe(5000);
    expect(dueWork(race, 5000, clock)).toEqual([{ kind: 'begin', round: 0 }]);
    rules.run(
      race,
      0,
      new Map([
        ['h', 'run-h'],
        ['b', 'run-b'],
      ]),
    );
    expect(nextDeadline(race, clock)).toBe(5000 + race.timeLimitMs);
    expect(dueWork(race, 5000 + race.timeLimitMs, clock)).toEqual([{ kind: 'timeUp', round: 0, startsAt: 5000 }]);
  });

  it('drop a racer who stays away, before the time limit if that comes first', () => {
    const race = lobby();
    rules.startCountdown(race, 'h', 5000);
    rules.run(
      race,
      0,
      new Map([
        ['h', 'run-h'],
        ['b', 'run-b'],
      ]),
    );
    presence.letGo(race, 'b', 'p1', 10_000);
    expect(nextDeadline(race, clock)).toBe(70_000);
    expect(dueWork(race, 70_000, clock)).toEqual([{ kind: 'dropOut', playerId: 'b', since: 10_000 }]);
    rules.dropOut(race, 'b', 10_000);
    // Out of the running: nothing waits for them any more.
    expect(nextDeadline(race, clock)).toBe(5000 + race.timeLimitMs);
  });

  it('forget a finished race after keeping its results; a rematch goes back to the lobby clock', () => {
    const race = lobby();
    rules.startCountdown(race, 'h', 5000);
    rules.run(race, 0, new Map());
    expect(rules.finishIfDone(race, false, 6000)).toBe(true);
    expect(nextDeadline(race, clock)).toBe(6000 + clock.finishedKeepMs);
    expect(dueWork(race, 6000 + clock.finishedKeepMs, clock)).toEqual([{ kind: 'close', round: 0, status: 'finished' }]);
    rules.rematch(race, 'h', 'fifteen.v1.y', 9000);
    expect(nextDeadline(race, clock)).toBe(9000 + clock.lobbyIdleMs);
  });

  it('refuse to run a round twice', () => {
    const race = lobby();
    rules.startCountdown(race, 'h', 5000);
    expect(rules.run(race, 0, new Map([['h', 'run-h']])).ok).toBe(true);
    expect(rules.run(race, 0, new Map([['h', 'run-other']]))).toMatchObject({ ok: false });
    expect(race.members[0]?.run?.runId).toBe('run-h');
  });
});
