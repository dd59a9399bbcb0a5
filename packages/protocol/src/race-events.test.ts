import { describe, expect, it } from 'vitest';
import { RACE_PAYLOADS, RaceEvent, raceCodeSchema, raceCreateSchema, raceJoinSchema, raceStateSchema } from './race-events.ts';

describe('race event payloads', () => {
  it('has a schema for every race event', () => {
    expect(Object.keys(RACE_PAYLOADS).sort()).toEqual(Object.values(RaceEvent).sort());
  });

  it('accepts the shapes of docs/protocol.md#races', () => {
    expect(raceCreateSchema.parse({ game: 'fifteen', params: { size: 3 }, seed: 'daily', timeLimitS: 120 })).toEqual({
      game: 'fifteen',
      params: { size: 3 },
      seed: 'daily',
      timeLimitS: 120,
    });
    expect(raceCreateSchema.safeParse({ game: 'walls' }).success).toBe(true);
    expect(raceJoinSchema.parse({ code: 'ABC234', as: 'spectator' })).toEqual({ code: 'ABC234', as: 'spectator' });
    expect(RACE_PAYLOADS['race:start'].safeParse({ code: 'ABC234' }).success).toBe(true);
  });

  it('reads a code in any case, and refuses the letters and digits people confuse', () => {
    expect(raceCodeSchema.parse('abc234')).toBe('ABC234');
    for (const code of ['ABC23O', 'ABC231', 'ABCDI2', 'ABC23', 'ABC2345', '', 'ABC-23']) expect(raceCodeSchema.safeParse(code).success).toBe(false);
  });

  it.each([
    ['an unknown game', { game: 'chess' }],
    ['a time limit too short', { game: 'fifteen', timeLimitS: 1 }],
    ['a fractional time limit', { game: 'fifteen', timeLimitS: 60.5 }],
    ['an empty seed', { game: 'fifteen', seed: '' }],
    ['params that are not an object', { game: 'fifteen', params: 3 }],
    ['an unknown field', { game: 'fifteen', host: 'me' }],
  ])('refuses to create with %s', (_label, payload) => {
    expect(raceCreateSchema.safeParse(payload).success).toBe(false);
  });

  it('refuses to join in an unknown role', () => {
    expect(raceJoinSchema.safeParse({ code: 'ABC234', as: 'referee' }).success).toBe(false);
  });
});

describe('race:state', () => {
  it('describes a race with its players', () => {
    const player = {
      id: 'p',
      name: 'Ada',
      guest: true,
      role: 'host',
      progress: 0.5,
      status: 'playing',
      finishMs: null,
      timeMs: null,
      ranked: true,
      away: false,
      awayUntil: null,
      score: 0,
      rank: null,
      runId: 'r',
      ghost: false,
      rating: null,
      standing: 1,
      ratingChange: null,
      notRated: null,
    };
    const race = {
      code: 'ABC234',
      status: 'running',
      game: 'fifteen',
      puzzleId: 'fifteen.v1.3.x',
      startsInMs: 0,
      startsAt: 1,
      timeLimitMs: 600_000,
      serverNow: 5,
      rated: false,
      ratedDone: false,
      askedParams: null,
      rematchKeepsBoard: false,
      players: [player],
    };
    expect(raceStateSchema.safeParse(race).success).toBe(true);
    expect(raceStateSchema.safeParse({ ...race, players: [{ ...player, progress: 2 }] }).success).toBe(false);
    expect(raceStateSchema.safeParse({ ...race, status: 'paused' }).success).toBe(false);
    expect(raceStateSchema.safeParse({ ...race, players: [{ ...player, ghost: true }] }).success).toBe(true);
    // A rated race once rated: a change with its uncertainty, or a reason among those known.
    const change = { before: 1500, after: 1512, change: 12, uncertainty: 280, provisional: true };
    expect(raceStateSchema.safeParse({ ...race, rated: true, ratedDone: true, players: [{ ...player, ratingChange: change }] }).success).toBe(true);
    expect(raceStateSchema.safeParse({ ...race, players: [{ ...player, notRated: 'pair_limit' }] }).success).toBe(true);
    expect(raceStateSchema.safeParse({ ...race, players: [{ ...player, notRated: 'bored' }] }).success).toBe(false);
  });
});

describe('race:create with ghosts', () => {
  it('takes one run id or more, up to a full race beside its creator', () => {
    expect(raceCreateSchema.safeParse({ game: 'fifteen', ghosts: ['r1', 'r2'] }).success).toBe(true);
    expect(raceCreateSchema.safeParse({ game: 'fifteen', ghosts: [] }).success).toBe(false);
    expect(raceCreateSchema.safeParse({ game: 'fifteen', ghosts: Array.from({ length: 8 }, (_, i) => `r${i}`) }).success).toBe(false);
    expect(raceCreateSchema.safeParse({ game: 'fifteen', ghosts: [''] }).success).toBe(false);
  });
});
