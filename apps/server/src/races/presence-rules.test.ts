import { describe, expect, it } from 'vitest';
import { holdsAnyone, hold, letGo, processGone, restarted } from './presence-rules.ts';
import type { Race } from './race.ts';
import { raceView } from './race-view.ts';
import * as rules from './room-rules.ts';

/** A running race: Ann on process p1, Bob on p2, Sue watching on p1. */
function running(): Race {
  const race: Race = {
    code: 'ABC234',
    game: 'fifteen',
    params: {},
    seedChoice: null,
    puzzleId: 'fifteen.v1.x',
    status: 'lobby',
    hostId: 'ann',
    startsAt: null,
    timeLimitMs: 600_000,
    members: [],
    round: 0,
    activeAt: 0,
    finishedAt: null,
    deadline: null,
  };
  rules.join(race, { id: 'ann', name: 'Ann' }, 'racer', 0, 'p1');
  rules.join(race, { id: 'bob', name: 'Bob' }, 'racer', 1, 'p2');
  rules.join(race, { id: 'sue', name: 'Sue' }, 'spectator', 2, 'p1');
  rules.startCountdown(race, 'ann', 100);
  rules.run(
    race,
    0,
    new Map([
      ['ann', 'run-ann'],
      ['bob', 'run-bob'],
    ]),
  );
  return race;
}

const GRACE = { reconnectGraceMs: 60_000 };
const member = (race: Race, id: string) => race.members.find((m) => m.id === id)!;
const awayIn = (race: Race) =>
  raceView(race, 0, GRACE)
    .players.filter((p) => p.away)
    .map((p) => p.id);

describe('presence rules', () => {
  it('a racer let go of by their only process is away from then on', () => {
    const race = running();
    expect(letGo(race, 'bob', 'p2', 5000)).toEqual({ ok: true, value: true });
    expect(member(race, 'bob')).toMatchObject({ heldBy: [], awaySince: 5000 });
    expect(awayIn(race)).toEqual(['bob']);
    // Let go of twice (its socket dropped, then its process was found gone): the grace period does not restart.
    expect(letGo(race, 'bob', 'p2', 9000).ok).toBe(false);
    expect(member(race, 'bob').awaySince).toBe(5000);
  });

  it('the state says until when an away racer is waited for, on the server clock, and nothing once they are back or out', () => {
    const race = running();
    const awayUntilOf = (id: string) => raceView(race, 6000, GRACE).players.find((p) => p.id === id)?.awayUntil;
    letGo(race, 'bob', 'p2', 5000);
    expect(awayUntilOf('bob')).toBe(65_000);
    expect(awayUntilOf('ann')).toBeNull();
    rules.join(race, { id: 'bob', name: 'Bob' }, 'racer', 7000, 'p2');
    expect(awayUntilOf('bob')).toBeNull();
    letGo(race, 'bob', 'p2', 8000);
    expect(awayUntilOf('bob')).toBe(68_000);
    rules.dropOut(race, 'bob', 8000);
    expect(awayUntilOf('bob')).toBeNull();
  });

  it('a racer with a tab on another process is not away when one process lets go', () => {
    const race = running();
    rules.join(race, { id: 'bob', name: 'Bob' }, 'racer', 3, 'p1');
    expect(letGo(race, 'bob', 'p2', 5000)).toEqual({ ok: true, value: false });
    expect(member(race, 'bob')).toMatchObject({ heldBy: ['p1'], awaySince: null });
  });

  it('a process gone lets go of everyone it held, racers away and spectators simply gone', () => {
    const race = running();
    expect(processGone(race, 'p1', 7000)).toEqual({ ok: true, value: true });
    expect(member(race, 'ann')).toMatchObject({ heldBy: [], awaySince: 7000 });
    expect(member(race, 'sue')).toMatchObject({ heldBy: [], awaySince: null });
    expect(member(race, 'bob')).toMatchObject({ heldBy: ['p2'], awaySince: null });
    expect(awayIn(race)).toEqual(['ann']);
    // Nothing left to let go of: refused, so the store writes nothing.
    expect(processGone(race, 'p1', 8000).ok).toBe(false);
  });

  it('after a restart everyone an earlier process held is let go of; who was away already keeps their time', () => {
    const race = running();
    letGo(race, 'bob', 'p2', 5000);
    expect(restarted(race, 9000)).toEqual({ ok: true, value: true });
    expect(race.members.map((m) => m.heldBy)).toEqual([[], [], []]);
    expect(member(race, 'ann').awaySince).toBe(9000);
    expect(member(race, 'bob').awaySince).toBe(5000);
    expect(awayIn(race)).toEqual(['ann', 'bob']);
    // Nobody held: nothing to store.
    expect(restarted(race, 9500).ok).toBe(false);
  });

  it('a racer back on another process before their old one is found gone is not away', () => {
    const race = running();
    // Ann's process dies; she reconnects at once to p2 (a load balancer sends her there).
    rules.join(race, { id: 'ann', name: 'Ann' }, 'racer', 4, 'p2');
    expect(processGone(race, 'p1', 7000)).toEqual({ ok: true, value: false });
    expect(member(race, 'ann')).toMatchObject({ heldBy: ['p2'], awaySince: null, status: 'playing' });
  });

  it('a racer back through run:resume or held again after a lapse is here again', () => {
    const race = running();
    processGone(race, 'p1', 7000);
    expect(rules.markBack(race, 'ann', 'run-ann', 'p2').ok).toBe(true);
    expect(member(race, 'ann')).toMatchObject({ heldBy: ['p2'], awaySince: null });
    processGone(race, 'p2', 8000);
    expect(hold(race, 'ann', 'p3').ok).toBe(true);
    expect(member(race, 'ann')).toMatchObject({ heldBy: ['p3'], awaySince: null });
  });

  it('a racer who left is held by nobody and never away', () => {
    const race = running();
    rules.leave(race, 'bob', 0);
    expect(member(race, 'bob')).toMatchObject({ status: 'left', heldBy: [] });
    expect(holdsAnyone(race, 'p2')).toBe(false);
    expect(hold(race, 'bob', 'p2').ok).toBe(false);
    expect(holdsAnyone(race, 'p1')).toBe(true);
  });

  it('a racer dropped out after the grace period stays out when their process is found gone later', () => {
    const race = running();
    letGo(race, 'ann', 'p1', 5000);
    rules.dropOut(race, 'ann', 5000);
    expect(member(race, 'ann').status).toBe('dnf');
    expect(processGone(race, 'p1', 9000)).toEqual({ ok: true, value: false });
    expect(member(race, 'ann')).toMatchObject({ status: 'dnf', awaySince: 5000 });
  });
});
