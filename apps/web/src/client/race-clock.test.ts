import { describe, expect, it } from 'vitest';
import type { RaceStateView } from '@gridrace/protocol';
import { raceTimeLeft, ServerClock } from './race-clock.ts';

/** A race state sent at server instant `serverNow`: in the lobby, counting down, or running. */
const race = (serverNow: number, startsAt: number | null = null): RaceStateView => ({
  code: 'ABCDEF',
  status: startsAt === null ? 'lobby' : startsAt > serverNow ? 'countdown' : 'running',
  game: 'fifteen',
  puzzleId: 'fifteen.v1.3.abc',
  startsInMs: startsAt === null ? null : Math.max(0, startsAt - serverNow),
  startsAt,
  timeLimitMs: 600_000,
  serverNow,
  rated: false,
  ratedDone: false,
  askedParams: null,
  rematchKeepsBoard: false,
  players: [],
});

describe('the server clock', () => {
  it('knows nothing before a sample', () => {
    const clock = new ServerClock();
    expect(clock.synced).toBe(false);
    expect(clock.until(1000, 0)).toBeNull();
  });

  it('counts to the server instant from a countdown state, whatever the local wall clock says', () => {
    const clock = new ServerClock();
    // The server's clock reads 1_000_000 when it sends; here the monotonic clock reads 50.
    clock.sampleRace(race(1_000_000, 1_003_000), 50);
    expect(clock.until(1_003_000, 50)).toBe(3000);
    expect(clock.until(1_003_000, 1050)).toBe(2000);
    expect(clock.now(3050)).toBe(1_003_000);
  });

  it('keeps the least delayed sample: a state that was longer on the way does not pull the clock back', () => {
    const clock = new ServerClock();
    clock.sample(10_000, 0); // arrived at once
    clock.sample(10_500, 900); // sent 500 ms later, arrived 900 ms later: 400 ms on the way
    expect(clock.now(0)).toBe(10_000);
    clock.sample(11_000, 950); // a quicker one than the first: it wins
    expect(clock.now(950)).toBe(11_000);
  });

  it('learns the time from a race already running: a page opened or reloaded mid-race', () => {
    const clock = new ServerClock();
    // Started at 1_000_000; the first state this page hears is 90 s in, at local instant 500.
    const running = race(1_090_000, 1_000_000);
    clock.sampleRace(running, 500);
    expect(clock.now(500)).toBe(1_090_000);
    expect(raceTimeLeft(running, clock.now(1500))).toBe(509_000);
  });

  it('learns it from a lobby state too, and a late state of the same race does not pull it back', () => {
    const clock = new ServerClock();
    clock.sampleRace(race(2_000_000), 0);
    expect(clock.until(2_003_000, 0)).toBe(3000);
    // Sent 1 s later, but 1.3 s on the way: the first sample stays.
    clock.sampleRace(race(2_001_000, 2_004_000), 2300);
    expect(clock.now(2300)).toBe(2_002_300);
  });
});

describe('the time left of a race', () => {
  it('is unknown in the lobby and before the server has said its time', () => {
    expect(raceTimeLeft(race(0), 0)).toBeNull();
    expect(raceTimeLeft(race(0, 3000), null)).toBeNull();
  });

  it('is the whole limit during the countdown, then counts down to zero and stays there', () => {
    const started = race(0, 3000);
    expect(raceTimeLeft(started, 1000)).toBe(600_000);
    expect(raceTimeLeft(started, 3000 + 60_000)).toBe(540_000);
    expect(raceTimeLeft(started, 3000 + 600_000 + 5000)).toBe(0);
  });
});
