import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../test/support/databases.ts';
import { runRecord, storeBackends } from '../../test/support/store-backends.ts';
import { MemoryRaceStore } from '../races/race-store.ts';
import type { Race, RaceMember } from '../races/race.ts';
import type { RatingRecord } from '../store/store.ts';
import { initialRating, rateRace, type NewRating } from './glicko.ts';
import { RaceRatings } from './race-ratings.ts';

const T0 = Date.parse('2026-11-29T10:00:00Z');

const racer = (id: string, runId: string, timeMs: number): RaceMember => ({
  id,
  name: id,
  role: 'racer',
  status: 'finished',
  awaySince: null,
  heldBy: [],
  joinedAt: 0,
  run: { runId, runStatus: 'solved', ranked: true, progress: 1, moves: 10, score: 0, remaining: null, finishMs: timeMs, timeMs, finishedAt: T0 + timeMs },
});

const race = (code: string, members: RaceMember[]): Race =>
  ({
    code,
    game: 'fifteen',
    params: {},
    seedChoice: null,
    puzzleId: 'fifteen.v1.3.x',
    status: 'finished',
    hostId: members[0]!.id,
    startsAt: T0,
    timeLimitMs: 600_000,
    members,
    round: 1,
    activeAt: 0,
    finishedAt: T0 + 9_000,
    deadline: null,
    rated: true,
  }) as Race;

/** The three races: Bo wins the middle one with the run `bo-2`, the one to be voided. */
const RACES = [
  race('RACE01', [racer('ana', 'ana-1', 20_000), racer('bo', 'bo-1', 30_000), racer('cy', 'cy-1', 40_000)]),
  race('RACE02', [racer('bo', 'bo-2', 20_000), racer('ana', 'ana-2', 30_000), racer('cy', 'cy-2', 40_000)]),
  race('RACE03', [racer('cy', 'cy-3', 20_000), racer('ana', 'ana-3', 30_000), racer('bo', 'bo-3', 40_000)]),
];

/** The ratings from the start, race after race, each race's racers as `keep` leaves them. */
function fromTheStart(keep: (member: RaceMember, index: number) => boolean): Map<string, NewRating & { games: number }> {
  const ratings = new Map<string, NewRating & { games: number }>();
  RACES.forEach((r, index) => {
    const members = r.members.filter((m) => keep(m, index));
    const after = rateRace(members.map((m, place) => ({ playerId: m.id, place: place + 1, ...(ratings.get(m.id) ?? initialRating()) })));
    for (const [id, rating] of after) ratings.set(id, { ...rating, games: (ratings.get(id)?.games ?? 0) + 1 });
  });
  return ratings;
}

const figures = (records: readonly RatingRecord[]) =>
  Object.fromEntries(
    [...records].sort((a, b) => a.playerId.localeCompare(b.playerId)).map((r) => [r.playerId, { rating: r.rating.toFixed(6), deviation: r.deviation.toFixed(6), games: r.games }]),
  );
const expected = (ratings: Map<string, NewRating & { games: number }>) =>
  Object.fromEntries(
    [...ratings].sort(([a], [b]) => a.localeCompare(b)).map(([id, r]) => [id, { rating: r.rating.toFixed(6), deviation: r.deviation.toFixed(6), games: r.games }]),
  );

describe.each(storeBackends)('recomputing a game’s ratings on $name', ({ open }) => {
  let db: TestDatabase;
  let clock = T0;
  beforeAll(async () => {
    db = await open();
    for (const id of ['ana', 'bo', 'cy']) {
      await db.store.createPlayer({ id, name: id, tokenHash: `h-${id}`, createdAt: T0, handleKey: id });
      for (const n of [1, 2, 3]) await db.store.createRun(runRecord(`${id}-${n}`, { playerId: id, status: 'solved', finishedAt: T0 }));
    }
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it('leaves out a run voided in the middle of three races, as if it had never counted, and takes it back once cleared', async () => {
    const ratings = new RaceRatings({
      store: db.store,
      races: new MemoryRaceStore(() => 0),
      now: () => (clock += 1_000),
      failed: (error) => {
        throw error;
      },
    });
    for (const r of RACES) {
      ratings.finished(r);
      await ratings.settled();
    }
    const everyone = await db.store.ratingsIn('fifteen', ['ana', 'bo', 'cy']);
    expect(figures(everyone)).toEqual(expected(fromTheStart(() => true)));

    // A moderator takes Bo's win of the second race off (under review counts nowhere, as voided).
    await db.store.flagRun('bo-2', 'replayed a stranger’s log', clock);
    await ratings.recompute('fifteen');
    const without = expected(fromTheStart((m, index) => !(m.id === 'bo' && index === 1)));
    expect(figures(await db.store.ratingsIn('fifteen', ['ana', 'bo', 'cy']))).toEqual(without);
    // The history follows: Bo has two points (races one and three), Ana three.
    expect(await db.store.ratingHistory('bo', 'fifteen', 10)).toHaveLength(2);
    expect((await db.store.ratingHistory('ana', 'fifteen', 10)).map((p) => p.rating.toFixed(6))).toHaveLength(3);
    expect((await db.store.ratingHistory('bo', 'fifteen', 10)).at(-1)!.rating.toFixed(6)).toBe(without.bo!.rating);

    // Voided for good: the same figures as while under review.
    const voided = new RaceRatings({
      store: { ...db.store, runReviews: async (ids: readonly string[]) => new Map(ids.filter((id) => id === 'bo-2').map((id) => [id, 'voided'])) },
      races: new MemoryRaceStore(() => 0),
      now: () => clock,
      failed: () => undefined,
    });
    await voided.recompute('fifteen');
    expect(figures(await db.store.ratingsIn('fifteen', ['ana', 'bo', 'cy']))).toEqual(without);

    // Cleared: the run counts again, and the figures are those of the start.
    const cleared = new RaceRatings({
      store: { ...db.store, runReviews: async (ids: readonly string[]) => new Map(ids.filter((id) => id === 'bo-2').map((id) => [id, 'cleared'])) },
      races: new MemoryRaceStore(() => 0),
      now: () => clock,
      failed: () => undefined,
    });
    await cleared.recompute('fifteen');
    expect(figures(await db.store.ratingsIn('fifteen', ['ana', 'bo', 'cy']))).toEqual(expected(fromTheStart(() => true)));
  });

  it('keeps each rated race once, its racers in place order, a page at a time', async () => {
    const first = await db.store.ratedRacesPage('fifteen', null, 2);
    expect(first.map((r) => r.key)).toEqual([`RACE01:1:${T0}`, `RACE02:1:${T0}`]);
    expect(first[1]!.standings).toEqual([
      { playerId: 'bo', runId: 'bo-2', place: 1 },
      { playerId: 'ana', runId: 'ana-2', place: 2 },
      { playerId: 'cy', runId: 'cy-2', place: 3 },
    ]);
    const rest = await db.store.ratedRacesPage('fifteen', first[1]!, 2);
    expect(rest.map((r) => r.key)).toEqual([`RACE03:1:${T0}`]);
  });
});
