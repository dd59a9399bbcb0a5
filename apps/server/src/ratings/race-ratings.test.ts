import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { MemoryRaceStore } from '../races/race-store.ts';
import type { Race, RaceMember } from '../races/race.ts';
import type { RatingRecord, RatingsStore, RunsStore } from '../store/store.ts';
import { RaceRatings } from './race-ratings.ts';

/** Ratings kept in a map, each read and write a turn of the event loop later, as a database's are. */
function ratingsStore() {
  const rows = new Map<string, RatingRecord>();
  const store = {
    async ratingsIn(game: string, playerIds: readonly string[]) {
      await nextTurn();
      return playerIds.flatMap((id) => rows.get(`${game}:${id}`) ?? []);
    },
    async saveRatings(_raceKey: string, ratings: readonly RatingRecord[]) {
      await nextTurn();
      for (const rating of ratings) rows.set(`${rating.game}:${rating.playerId}`, rating);
    },
    runFlag: async () => null,
    logOf: async () => [],
    flagRun: async () => undefined,
  };
  return { rows, store: store as unknown as RatingsStore & RunsStore };
}

const racer = (id: string, timeMs: number): RaceMember => ({
  id,
  name: id,
  role: 'racer',
  status: 'finished',
  awaySince: null,
  heldBy: [],
  joinedAt: 0,
  run: { runId: `run-${id}-${timeMs}`, runStatus: 'solved', ranked: true, progress: 1, moves: 10, score: 0, remaining: null, finishMs: timeMs, timeMs, finishedAt: 1_000 + timeMs },
});

const finishedRace = (code: string, members: RaceMember[]): Race =>
  ({
    code,
    game: 'fifteen',
    params: {},
    seedChoice: null,
    puzzleId: 'fifteen.v1.3.x',
    status: 'finished',
    hostId: members[0]!.id,
    startsAt: 1_000,
    timeLimitMs: 600_000,
    members,
    round: 1,
    activeAt: 0,
    finishedAt: 5_000,
    deadline: null,
    rated: true,
  }) as Race;

describe('rating races', () => {
  it('keeps both changes of a racer in two rated races that end at the same moment', async () => {
    const { rows, store } = ratingsStore();
    const failures: unknown[] = [];
    const ratings = new RaceRatings({ store, races: new MemoryRaceStore(() => 0), now: () => 10_000, failed: (error) => failures.push(error) });
    // Ana wins two rooms at once: each win must count, the second from the rating after the first.
    ratings.finished(finishedRace('AAAA', [racer('ana', 1_000), racer('bo', 2_000)]));
    ratings.finished(finishedRace('BBBB', [racer('ana', 1_000), racer('cy', 2_000)]));
    await ratings.settled();
    expect(failures).toEqual([]);
    const ana = rows.get('fifteen:ana')!;
    expect(ana.games).toBe(2);
    // Two wins from 1500 raise her further than the one win Bo's loss was rated against.
    expect(ana.rating).toBeGreaterThan(1500 + (1500 - rows.get('fifteen:bo')!.rating));
  });
});

describe('rating races in two processes', () => {
  it('keeps both changes of a racer whose two rated races end at once in two processes sharing the stores', async () => {
    const { rows, store } = ratingsStore();
    const races = new MemoryRaceStore(() => 0);
    const failures: unknown[] = [];
    const processes = [1, 2].map(() => new RaceRatings({ store, races, now: () => 10_000, failed: (error) => failures.push(error) }));
    // Each process sees one of Ana's two rooms end; without a lock shared by both, both read her rating before either saved.
    processes[0]!.finished(finishedRace('CCCC', [racer('ana', 1_000), racer('bo', 2_000)]));
    processes[1]!.finished(finishedRace('DDDD', [racer('ana', 1_000), racer('cy', 2_000)]));
    await Promise.all(processes.map((ratings) => ratings.settled()));
    expect(failures).toEqual([]);
    expect(rows.get('fifteen:ana')!.games).toBe(2);
    // The lock is let go once both are rated.
    expect(await races.tryLock('ratings:fifteen', 1_000)).not.toBeNull();
  });
});
