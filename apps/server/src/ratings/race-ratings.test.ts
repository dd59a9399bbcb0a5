import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { MemoryRaceStore } from '../races/race-store.ts';
import type { Race, RaceMember } from '../races/race.ts';
import type { RatedRaceRecord, RatingPlayerRecord, RatingRecord, RatingsStore, RunsStore } from '../store/store.ts';
import type { RaceRatingsOutcome } from '../races/race.ts';
import { RaceRatings } from './race-ratings.ts';
import { RATING_RULES } from './rating-rules.ts';

/** Ratings kept in a map, each read and write a turn of the event loop later, as a database's are. */
function ratingsStore(kinds: Record<string, Partial<RatingPlayerRecord>> = {}) {
  const rows = new Map<string, RatingRecord>();
  const pairs = new Map<string, number>();
  const ratedRaces: RatedRaceRecord[] = [];
  const store = {
    async ratingPlayers(ids: readonly string[]): Promise<RatingPlayerRecord[]> {
      await nextTurn();
      return ids.map((playerId) => ({ playerId, account: true, bot: false, restricted: false, ...kinds[playerId] }));
    },
    async ratingPairCounts(day: string, game: string, asked: readonly (readonly [string, string])[]) {
      await nextTurn();
      return new Map(asked.flatMap(([a, b]) => (pairs.has(`${day} ${game} ${a} ${b}`) ? [[`${a} ${b}`, pairs.get(`${day} ${game} ${a} ${b}`)!] as const] : [])));
    },
    async saveRatedRace(race: RatedRaceRecord, ratings: readonly RatingRecord[], counted: readonly (readonly [string, string])[]) {
      await nextTurn();
      ratedRaces.push(race);
      for (const rating of ratings) rows.set(`${rating.game}:${rating.playerId}`, rating);
      const day = new Date(race.at).toISOString().slice(0, 10);
      for (const [a, b] of counted) pairs.set(`${day} ${race.game} ${a} ${b}`, (pairs.get(`${day} ${race.game} ${a} ${b}`) ?? 0) + 1);
    },
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
  return { rows, ratedRaces, store: store as unknown as RatingsStore & RunsStore };
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

/** A racer who gave up their run `atMs` after the start. */
const gaveUp = (id: string, atMs: number): RaceMember => ({
  ...racer(id, atMs),
  status: 'dnf',
  run: { runId: `run-${id}-gave-up`, runStatus: 'gave_up', ranked: true, progress: 0, moves: 1, score: 0, remaining: null, finishMs: atMs, timeMs: atMs, finishedAt: 1_000 + atMs },
});

/** Rates the races one after another; answers what each one did to its racers, as told to the race. */
async function rateAll(store: RatingsStore & RunsStore, races: Race[]): Promise<RaceRatingsOutcome[]> {
  const outcomes: RaceRatingsOutcome[] = [];
  const ratings = new RaceRatings({
    store,
    races: new MemoryRaceStore(() => 0),
    now: () => Date.parse('2026-11-29T12:00:00Z'),
    failed: (error) => {
      throw error;
    },
    rated: async (_code, _round, outcome) => void outcomes.push(outcome),
  });
  for (const race of races) {
    ratings.finished(race);
    await ratings.settled();
  }
  return outcomes;
}

describe('what a rated race does not rate', () => {
  it('rates nobody when a racer gave up at once, and everyone when the give-up came late', async () => {
    const { rows, store } = ratingsStore();
    const [quick, late] = await rateAll(store, [
      finishedRace('EEEE', [racer('host', 4_000), gaveUp('throwaway', 1_200)]),
      finishedRace('FFFF', [racer('host', 4_000), gaveUp('tryer', RATING_RULES.instantGiveUpMs + 1)]),
    ]);
    expect(quick).toMatchObject({ changes: {}, notRated: { host: 'instant_give_up', throwaway: 'instant_give_up' } });
    expect(Object.keys(late!.changes).sort()).toEqual(['host', 'tryer']);
    expect(late!.changes.host).toMatchObject({ before: null, change: late!.changes.host!.after - 1500, provisional: true });
    expect(rows.get('fifteen:host')!.games).toBe(1);
    // Conceding once the host has finished is losing, not an instant give-up: rated last.
    const [conceded] = await rateAll(store, [finishedRace('HHHH', [racer('host', 4_000), gaveUp('loser', 5_000)])]);
    expect(conceded!.changes.loser!.change).toBeLessThan(0);
  });

  it('rates no guest and no restricted player, and nobody against them', async () => {
    const { rows, store } = ratingsStore({ guest: { account: false }, barred: { restricted: true } });
    const [outcome] = await rateAll(store, [finishedRace('GGGG', [racer('host', 3_000), racer('guest', 4_000), racer('barred', 5_000)])]);
    expect(outcome).toMatchObject({ changes: {}, notRated: { guest: 'guest', barred: 'restricted', host: 'no_opponent' } });
    expect(rows.size).toBe(0);
  });

  it('counts a pair three races a day, then leaves that pair out (a race of two is then not rated)', async () => {
    const { rows, store } = ratingsStore();
    const outcomes = await rateAll(
      store,
      [1, 2, 3, 4, 5].map((n) => finishedRace(`P${n}AAA`, [racer('ana', 1_000), racer('bo', 2_000)])),
    );
    expect(RATING_RULES.pairRacesPerDay).toBe(3);
    expect(outcomes.map((o) => Object.keys(o.changes).length)).toEqual([2, 2, 2, 0, 0]);
    expect(outcomes[3]!.notRated).toEqual({ ana: 'pair_limit', bo: 'pair_limit' });
    expect(rows.get('fifteen:ana')!.games).toBe(3);
    // A third racer still counts against both, who are rated against her alone.
    const [three] = await rateAll(store, [finishedRace('P6AAAA', [racer('ana', 1_000), racer('bo', 2_000), racer('cy', 3_000)])]);
    expect(Object.keys(three!.changes).sort()).toEqual(['ana', 'bo', 'cy']);
    expect(rows.get('fifteen:cy')!.games).toBe(1);
  });

  it('rates bots against bots and people against people, each group among itself', async () => {
    const { rows, ratedRaces, store } = ratingsStore({ r2: { bot: true }, r3: { bot: true } });
    const [mixed] = await rateAll(store, [finishedRace('MMMM', [racer('r2', 1_000), racer('ana', 2_000), racer('r3', 3_000), racer('bo', 4_000)])]);
    expect(Object.keys(mixed!.changes).sort()).toEqual(['ana', 'bo', 'r2', 'r3']);
    // Ana came second of four behind a bot, yet she beat the only person in her group.
    expect(rows.get('fifteen:ana')!.rating).toBeGreaterThan(1500);
    expect(ratedRaces.map((r) => [r.key, r.standings.map((s) => s.playerId)])).toEqual([
      ['MMMM:1:1000', ['ana', 'bo']],
      ['MMMM:1:1000:bots', ['r2', 'r3']],
    ]);
    const [oneBot] = await rateAll(store, [finishedRace('NNNN', [racer('r2', 1_000), racer('ana', 2_000), racer('bo', 4_000)])]);
    expect(oneBot!.notRated).toEqual({ r2: 'no_opponent' });
  });
});
