import { describe, expect, it } from 'vitest';
import type { RaceStateView } from '@gridrace/protocol';
import { countdownFace, ServerClock } from './race-clock.ts';

const race = (startsAt: number | null, startsInMs: number | null): RaceStateView => ({
  code: 'ABCDEF',
  status: startsInMs ? 'countdown' : 'lobby',
  game: 'fifteen',
  puzzleId: 'fifteen.v1.3.abc',
  startsInMs,
  startsAt,
  timeLimitMs: 600_000,
  serverNow: startsAt === null || startsInMs === null ? 0 : startsAt - startsInMs,
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
    clock.sampleRace(race(1_003_000, 3000), 50);
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

  it('learns nothing from a lobby state or a started race', () => {
    const clock = new ServerClock();
    clock.sampleRace(race(null, null), 0);
    clock.sampleRace(race(5000, 0), 0);
    expect(clock.synced).toBe(false);
  });
});

describe('the countdown face', () => {
  it('shows 3, 2, 1 by whole seconds, then Go', () => {
    expect(countdownFace(3000)).toBe('3');
    expect(countdownFace(2001)).toBe('3');
    expect(countdownFace(2000)).toBe('2');
    expect(countdownFace(1)).toBe('1');
    expect(countdownFace(0)).toBe('Go!');
    expect(countdownFace(-500)).toBe('Go!');
  });
});
