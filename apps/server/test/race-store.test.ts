import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseRaceStore } from '../src/races/database-race-store.ts';
import type { Race } from '../src/races/race.ts';
import { MemoryRaceStore, type RaceStore } from '../src/races/race-store.ts';
import { RedisRaceStore } from '../src/races/redis-race-store.ts';
import type { RaceRows } from '../src/store/race-rows.ts';
import type { TestDatabase } from './support/databases.ts';
import { storeBackends } from './support/store-backends.ts';
import { dropPrefix, REDIS_URL, redisAvailable, testPrefix } from './support/redis.ts';

const race = (code: string): Race => ({
  code,
  game: 'fifteen',
  params: { size: 3 },
  seedChoice: null,
  puzzleId: 'p1',
  status: 'lobby',
  hostId: 'a',
  startsAt: null,
  timeLimitMs: 600_000,
  members: [{ id: 'a', name: 'Ann', role: 'racer', status: 'waiting', run: null, awaySince: null, heldBy: ['p1'], joinedAt: 1 }],
  round: 0,
  activeAt: 1,
  finishedAt: null,
  deadline: null,
});

/** What every `RaceStore` must do, whatever keeps the races. */
function contract(name: string, open: () => Promise<RaceStore>): void {
  describe(`RaceStore contract: ${name}`, () => {
    let store: RaceStore;
    beforeAll(async () => {
      store = await open();
    });

    it('creates once per code and reads back an equal copy', async () => {
      expect(await store.create(race('AAAA'))).toBe(true);
      expect(await store.create({ ...race('AAAA'), hostId: 'b' })).toBe(false);
      expect(await store.get('AAAA')).toEqual(race('AAAA'));
      expect(await store.get('NONE')).toBeNull();
    });

    it('stores a successful change and answers its value', async () => {
      await store.create(race('BBBB'));
      const changed = await store.update('BBBB', (draft) => ((draft.status = 'countdown'), { ok: true, value: 7 }));
      expect(changed).toMatchObject({ ok: true, value: 7, race: { status: 'countdown' } });
      expect((await store.get('BBBB'))?.status).toBe('countdown');
      expect(await store.update('NONE', () => ({ ok: true, value: 0 }))).toBeNull();
    });

    it('leaves the race as it was when a change is refused', async () => {
      await store.create(race('CCCC'));
      const error = { code: 'race_not_host', message: 'no' };
      const refused = await store.update('CCCC', (draft) => ((draft.hostId = 'z'), { ok: false, error }));
      expect(refused).toEqual({ ok: false, error });
      expect(await store.get('CCCC')).toEqual(race('CCCC'));
    });

    it('finds the races a player is a member of, as members come and go, and forgets deleted ones', async () => {
      const player = `rooms-${Math.random().toString(36).slice(2)}`;
      const member = { ...race('x').members[0]!, id: player, name: 'Rae' };
      const codesOf = async () => (await store.roomsOf(player)).map((room) => room.code).sort();
      await store.create({ ...race('RMA1'), members: [member] });
      await store.create(race('RMA2'));
      expect(await codesOf()).toEqual(['RMA1']);
      await store.update('RMA2', (draft) => (draft.members.push({ ...member }), { ok: true, value: null }));
      expect(await codesOf()).toEqual(['RMA1', 'RMA2']);
      // A change of anything else leaves the index as it was; a member who goes leaves it.
      await store.update('RMA2', (draft) => ((draft.round += 1), { ok: true, value: null }));
      expect((await store.roomsOf(player)).find((room) => room.code === 'RMA2')?.round).toBe(1);
      await store.update('RMA1', (draft) => ((draft.members = []), { ok: true, value: null }));
      expect(await codesOf()).toEqual(['RMA2']);
      await store.delete('RMA2');
      expect(await codesOf()).toEqual([]);
      expect(await store.roomsOf('nobody')).toEqual([]);
    });

    it('loses no change among many concurrent ones', async () => {
      await store.create(race('DDDD'));
      const bump = () => store.update('DDDD', (draft) => ((draft.round += 1), { ok: true, value: draft.round }));
      const results = await Promise.all(Array.from({ length: 20 }, bump));
      expect((await store.get('DDDD'))?.round).toBe(20);
      // Each change saw a different race: no two read-modify-writes interleaved.
      expect(new Set(results.map((r) => (r?.ok ? r.value : -1))).size).toBe(20);
    });

    it('links runs to their race, and forgets both on delete', async () => {
      await store.create(race('EEEE'));
      await store.linkRun('run-1', 'EEEE');
      expect(await store.raceOfRun('run-1')).toBe('EEEE');
      expect(await store.raceOfRun('run-2')).toBeNull();
      await store.delete('EEEE');
      expect(await store.get('EEEE')).toBeNull();
      expect(await store.raceOfRun('run-1')).toBeNull();
    });

    it('lists the races whose deadline has come, earliest first, as their changes set it', async () => {
      // Codes of this test only: the stores are shared by the whole contract suite.
      await store.create({ ...race('DUE1'), deadline: 5000 });
      await store.create({ ...race('DUE2'), deadline: 3000 });
      await store.create({ ...race('DUE3'), deadline: null });
      const dueOfThisTest = async (before: number) => (await store.due(before, 100)).filter((code) => code.startsWith('DUE'));
      expect(await dueOfThisTest(4000)).toEqual(['DUE2']);
      expect(await dueOfThisTest(5000)).toEqual(['DUE2', 'DUE1']);
      await store.update('DUE2', (draft) => ((draft.deadline = 9000), { ok: true, value: null }));
      await store.update('DUE3', (draft) => ((draft.deadline = 1000), { ok: true, value: null }));
      expect(await dueOfThisTest(5000)).toEqual(['DUE3', 'DUE1']);
      // A refused change keeps the stored deadline.
      await store.update('DUE1', (draft) => ((draft.deadline = null), { ok: false, error: { code: 'no', message: 'no' } }));
      expect(await dueOfThisTest(5000)).toEqual(['DUE3', 'DUE1']);
      await store.update('DUE1', (draft) => ((draft.deadline = null), { ok: true, value: null }));
      await store.delete('DUE3');
      expect(await dueOfThisTest(10_000)).toEqual(['DUE2']);
      expect(await store.due(10_000, 1)).toHaveLength(1);
    });

    it('grants a claim to its first caller only, until it expires', async () => {
      const claims = await Promise.all([store.claim('begin:GGGG:0', 60_000), store.claim('begin:GGGG:0', 60_000)]);
      expect(claims.sort()).toEqual([false, true]);
      expect(await store.claim('begin:GGGG:1', 60_000)).toBe(true);
      expect(await store.claim('short', 1)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await store.claim('short', 1)).toBe(true);
    });

    it('lends a lock to one holder at a time; only its own token lets it go, and it runs out', async () => {
      const tokens = await Promise.all([store.tryLock('ratings:same', 60_000), store.tryLock('ratings:same', 60_000)]);
      const held = tokens.filter((token): token is string => token !== null);
      expect(held).toHaveLength(1);
      expect(await store.tryLock('ratings:pipes', 60_000)).not.toBeNull();
      await store.unlock('ratings:same', 'somebody-elses-token');
      expect(await store.tryLock('ratings:same', 60_000)).toBeNull();
      await store.unlock('ratings:same', held[0]!);
      const next = await store.tryLock('ratings:same', 60_000);
      expect(next).not.toBeNull();
      expect(next).not.toBe(held[0]);
      // A holder that died: its lock runs out; its late unlock does not free the new holder's.
      const dead = await store.tryLock('ratings:walls', 1);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const taker = await store.tryLock('ratings:walls', 60_000);
      expect(taker).not.toBeNull();
      await store.unlock('ratings:walls', dead!);
      expect(await store.tryLock('ratings:walls', 60_000)).toBeNull();
    });
  });
}

contract('in memory', async () => new MemoryRaceStore());

describe('MemoryRaceStore', () => {
  it('lets a claim expire by the clock it is given', async () => {
    let now = 1_000_000;
    const store = new MemoryRaceStore(() => now);
    expect(await store.claim('begin:HHHH:0:1', 30_000)).toBe(true);
    now += 29_999;
    expect(await store.claim('begin:HHHH:0:1', 30_000)).toBe(false);
    now += 1;
    // The claimant died (its claim ran out): another may do the work.
    expect(await store.claim('begin:HHHH:0:1', 30_000)).toBe(true);
  });

  it('hands out races nobody can change but through update, not even the one it was given', async () => {
    const store = new MemoryRaceStore();
    const given = race('FFFF');
    await store.create(given);
    given.hostId = 'changed after create';
    const read = (await store.get('FFFF'))!;
    expect(() => (read.status = 'countdown')).toThrow(TypeError);
    expect(() => (read.members[0]!.status = 'playing')).toThrow(TypeError);
    const changed = await store.update('FFFF', (draft) => ((draft.members[0]!.status = 'finished'), { ok: true, value: null }));
    expect(() => (changed?.ok ? changed.race.members.push(race('X').members[0]!) : null)).toThrow(TypeError);
    expect(await store.get('FFFF')).toEqual({ ...race('FFFF'), members: [{ ...race('FFFF').members[0], status: 'finished' }] });
    // The race read before the change is still the race as it was then.
    expect(read.members[0]!.status).toBe('waiting');
  });

  it("shares a racer's run between versions of the race, frozen, so a change replaces it rather than edits it", async () => {
    const store = new MemoryRaceStore();
    await store.create(race('GGGG'));
    const run = { runId: 'r1', runStatus: 'playing', ranked: true, progress: 0.5, moves: 3, score: 0, remaining: null, finishMs: null, timeMs: null, finishedAt: null };
    await store.update('GGGG', (draft) => ((draft.members[0]!.run = run), { ok: true, value: null }));
    const refused = await store.update('GGGG', (draft) => {
      const shared = draft.members[0]!.run as { progress: number };
      expect(() => (shared.progress = 1)).toThrow(TypeError);
      return { ok: false, error: { code: 'refused', message: 'no' } };
    });
    expect(refused?.ok).toBe(false);
    expect((await store.get('GGGG'))!.members[0]!.run).toEqual(run);
  });
});

const databases: TestDatabase[] = [];
afterAll(async () => {
  for (const database of databases) await database.dispose();
});

for (const backend of storeBackends) {
  const open = async () => {
    const database = await backend.open();
    databases.push(database);
    return database;
  };
  contract(`${backend.name} database`, async () => new DatabaseRaceStore((await open()).store.raceRows));

  describe(`DatabaseRaceStore on ${backend.name}`, () => {
    it('keeps its races, run links and claims for a server started again on the same database', async () => {
      const { store } = await open();
      const before = new DatabaseRaceStore(store.raceRows);
      await before.create({ ...race('KEEP'), deadline: 4000 });
      await before.update('KEEP', (draft) => ((draft.status = 'countdown'), { ok: true, value: null }));
      await before.linkRun('run-k', 'KEEP');
      expect(await before.claim('begin:KEEP:0', 60_000)).toBe(true);
      await before.settled();

      const after = new DatabaseRaceStore(store.raceRows);
      expect((await after.get('KEEP'))?.status).toBe('countdown');
      expect((await after.all()).map((stored) => stored.code)).toEqual(['KEEP']);
      expect(await after.raceOfRun('run-k')).toBe('KEEP');
      expect(await after.due(4000, 10)).toEqual(['KEEP']);
      expect(await after.claim('begin:KEEP:0', 60_000)).toBe(false);
    });

    it("two stores on one database (a process closing while the next starts) lose none of each other's changes", async () => {
      const { store } = await open();
      const [one, two] = [new DatabaseRaceStore(store.raceRows), new DatabaseRaceStore(store.raceRows)];
      await one.create(race('BOTH'));
      expect(await two.get('BOTH')).toEqual(race('BOTH'));
      const bump = (races: RaceStore) => races.update('BOTH', (draft) => ((draft.round += 1), { ok: true, value: draft.round }));
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) => bump(i % 2 ? one : two)));
      expect(new Set(results.map((r) => (r?.ok ? r.value : -1))).size).toBe(10);
      expect((await new DatabaseRaceStore(store.raceRows).get('BOTH'))?.round).toBe(10);
      // One deleted it: the other's change finds no race, whatever it remembered.
      await one.delete('BOTH');
      expect(await two.update('BOTH', () => ({ ok: true, value: null }))).toBeNull();
    });

    it('stores the changes asked for while a write is under way together, in one write', async () => {
      const { store } = await open();
      let writes = 0;
      const counted: RaceRows = { ...store.raceRows, replaceRace: (...args) => ((writes += 1), store.raceRows.replaceRace(...args)) };
      const races = new DatabaseRaceStore(counted);
      await races.create(race('MANY'));
      const results = await Promise.all(Array.from({ length: 50 }, () => races.update('MANY', (draft) => ((draft.round += 1), { ok: true, value: draft.round }))));
      expect(results.map((r) => (r?.ok ? r.value : -1))).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      expect(writes).toBeLessThanOrEqual(2);
      expect((await new DatabaseRaceStore(store.raceRows).get('MANY'))?.round).toBe(50);
    });

    it('fails only the caller of a change that throws; the changes beside it are stored', async () => {
      const { store } = await open();
      const races = new DatabaseRaceStore(store.raceRows);
      await races.create(race('OOPS'));
      const bump = () => races.update('OOPS', (draft) => ((draft.round += 1), { ok: true, value: null }));
      const outcomes = await Promise.allSettled([
        bump(),
        races.update('OOPS', (draft) => {
          draft.round = 99;
          throw new Error('a bug');
        }),
        bump(),
      ]);
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect((await new DatabaseRaceStore(store.raceRows).get('OOPS'))?.round).toBe(2);
    });

    it('lets claims and locks run out by the clock it is given', async () => {
      const { store } = await open();
      let now = 1_000_000;
      const races = new DatabaseRaceStore(store.raceRows, () => now);
      expect(await races.claim('begin:TICK:0', 30_000)).toBe(true);
      const token = await races.tryLock('ratings:fifteen', 10_000);
      now += 29_999;
      expect(await races.claim('begin:TICK:0', 30_000)).toBe(false);
      expect(await races.tryLock('ratings:fifteen', 10_000)).not.toBeNull();
      await races.unlock('ratings:fifteen', token!);
      expect(await races.tryLock('ratings:fifteen', 10_000)).toBeNull();
      now += 1;
      expect(await races.claim('begin:TICK:0', 30_000)).toBe(true);
    });
  });
}

const hasRedis = await redisAvailable();
if (hasRedis) {
  const prefix = testPrefix();
  const clients: ReturnType<typeof createClient>[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.quit()));
    await dropPrefix(prefix);
  });
  // Two clients on one prefix: like two server processes sharing the races.
  contract('Redis', async () => {
    const client = createClient({ url: REDIS_URL });
    clients.push(client);
    await client.connect();
    return new RedisRaceStore(client, prefix);
  });
  it('two Redis stores on one prefix see and change the same races', async () => {
    const [a, b] = [createClient({ url: REDIS_URL }), createClient({ url: REDIS_URL })];
    clients.push(a, b);
    await Promise.all([a.connect(), b.connect()]);
    const [one, two] = [new RedisRaceStore(a, prefix), new RedisRaceStore(b, prefix)];
    await one.create(race('FFFF'));
    const bump = (store: RaceStore) => store.update('FFFF', (draft) => ((draft.round += 1), { ok: true, value: null }));
    await Promise.all(Array.from({ length: 10 }, (_, i) => bump(i % 2 ? one : two)));
    expect((await two.get('FFFF'))?.round).toBe(10);
    // Each sees the rooms of a member the other seated.
    const seated = { ...race('x').members[0]!, id: 'seated-by-one' };
    await one.update('FFFF', (draft) => (draft.members.push(seated), { ok: true, value: null }));
    expect((await two.roomsOf('seated-by-one')).map((room) => room.code)).toEqual(['FFFF']);
    // A timer task claimed by one process is refused to the other.
    expect(await one.claim('time-up:FFFF:0', 60_000)).toBe(true);
    expect(await two.claim('time-up:FFFF:0', 60_000)).toBe(false);
  });

  it('reads a race an older server stored, whose members have no heldBy, and changes it', async () => {
    const client = createClient({ url: REDIS_URL });
    clients.push(client);
    await client.connect();
    const store = new RedisRaceStore(client, prefix);
    await store.create(race('OLDR'));
    const key = `${prefix}race:OLDR`;
    const old = JSON.parse((await client.get(key))!) as { members: Record<string, unknown>[] };
    for (const member of old.members) delete member.heldBy;
    await client.set(key, JSON.stringify(old), { KEEPTTL: true });
    expect((await store.get('OLDR'))?.members[0]?.heldBy).toEqual([]);
    const changed = await store.update('OLDR', (draft) => (draft.members[0]!.heldBy.push('p2'), { ok: true, value: null }));
    expect(changed?.ok && changed.race.members[0]?.heldBy).toEqual(['p2']);
  });
}
