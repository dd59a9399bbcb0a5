import { randomUUID } from 'node:crypto';
import type { createClient } from 'redis';
import type { Race } from './race.ts';
import { memberIds } from './member-index.ts';
import { readRace, type RaceChange, type RaceChanged, type RaceStore } from './race-store.ts';

type Redis = ReturnType<typeof createClient>;

/** A room nobody touches for a day is gone: every write renews it. */
const RACE_TTL_MS = 24 * 60 * 60 * 1000;
/** Contention is between a handful of racers of one room; past this, something is wrong. */
const MAX_ATTEMPTS = 50;

// Compare-and-set: the change ran in JS on what we read, so it is stored only if nobody
// wrote in between. One script call is atomic in Redis, and needs no dedicated connection
// (WATCH/MULTI would, since WATCH is per connection and this client is shared). The race's
// deadline goes into a sorted set in the same step, so the index never disagrees with it.
const INDEX_DEADLINE = `
if ARGV[4] == '' then redis.call('ZREM', KEYS[2], ARGV[5]) else redis.call('ZADD', KEYS[2], ARGV[4], ARGV[5]) end`;
const CAS = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])${INDEX_DEADLINE}
return 1`;
const CREATE = `
if not redis.call('SET', KEYS[1], ARGV[2], 'NX', 'PX', ARGV[3]) then return 0 end${INDEX_DEADLINE}
return 1`;

// Lets a lock go only for the holder of its token (one that ran out may be another's now).
const UNLOCK = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

const deadlineArgument = (race: Race): string => (race.deadline === null ? '' : String(race.deadline));

/** Races as JSON in Redis (docs/operations.md#several-processes), so every server process sees and changes the same rooms. */
export class RedisRaceStore implements RaceStore {
  constructor(
    private readonly redis: Redis,
    /** Namespaces the keys (one deployment, or one test run). */
    private readonly prefix = 'gridrace:',
  ) {}

  private raceKey = (code: string) => `${this.prefix}race:${code}`;
  private runKey = (runId: string) => `${this.prefix}run:${runId}`;
  private runsKey = (code: string) => `${this.prefix}race-runs:${code}`;
  /** Every race's next deadline (a sorted set of codes), for the processes' sweeps. */
  private deadlinesKey = () => `${this.prefix}race-deadlines`;
  /** The codes of the races a player is a member of (a set; races gone meanwhile are pruned when read). */
  private roomsKey = (playerId: string) => `${this.prefix}player-rooms:${playerId}`;

  async create(race: Race): Promise<boolean> {
    const created = await this.redis.eval(CREATE, {
      keys: [this.raceKey(race.code), this.deadlinesKey()],
      arguments: ['', JSON.stringify(race), String(RACE_TTL_MS), deadlineArgument(race), race.code],
    });
    if (created === 1) await this.index(race.code, [], memberIds(race));
    return created === 1;
  }

  async roomsOf(playerId: string): Promise<Race[]> {
    const codes = await this.redis.sMembers(this.roomsKey(playerId));
    if (codes.length === 0) return [];
    const stored = await this.redis.mGet(codes.map(this.raceKey));
    const gone = codes.filter((_code, i) => stored[i] === null);
    // A race that ran out of time (its key expired) left its code behind: dropped now.
    if (gone.length > 0) await this.redis.sRem(this.roomsKey(playerId), gone);
    return stored.flatMap((json) => (json === null ? [] : [readRace(json)])).filter((race) => memberIds(race).includes(playerId));
  }

  /**
   * Keeps the index of members in step with a race whose members were `before` and are `after`.
   * Written after the race: a process that dies in between leaves the index short of one room
   * (a player may then open one more) or holding a stale one (filtered out when read).
   */
  private async index(code: string, before: readonly string[], after: readonly string[]): Promise<void> {
    const joined = after.filter((id) => !before.includes(id));
    const left = before.filter((id) => !after.includes(id));
    if (joined.length === 0 && left.length === 0) return;
    const batch = this.redis.multi();
    for (const id of joined) batch.sAdd(this.roomsKey(id), code).pExpire(this.roomsKey(id), RACE_TTL_MS);
    for (const id of left) batch.sRem(this.roomsKey(id), code);
    await batch.exec();
  }

  async due(before: number, limit: number): Promise<string[]> {
    return this.redis.zRange(this.deadlinesKey(), '-inf', before, { BY: 'SCORE', LIMIT: { offset: 0, count: limit } });
  }

  async get(code: string): Promise<Race | null> {
    const json = await this.redis.get(this.raceKey(code));
    return json === null ? null : readRace(json);
  }

  async update<T>(code: string, change: RaceChange<T>): Promise<RaceChanged<T> | null> {
    const key = this.raceKey(code);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const before = await this.redis.get(key);
      if (before === null) return null;
      const draft = readRace(before);
      const membersBefore = memberIds(draft);
      const result = change(draft);
      if (!result.ok) return result;
      const after = JSON.stringify(draft);
      const stored = await this.redis.eval(CAS, {
        keys: [key, this.deadlinesKey()],
        arguments: [before, after, String(RACE_TTL_MS), deadlineArgument(draft), code],
      });
      if (stored === 1) {
        await this.index(code, membersBefore, memberIds(draft));
        return { ok: true, race: JSON.parse(after) as Race, value: result.value };
      }
      // Another process changed the race meanwhile: apply the change again to its version.
    }
    throw new Error(`race ${code}: too much contention, the change was not stored`);
  }

  async delete(code: string): Promise<void> {
    const race = await this.get(code);
    if (race) await this.index(code, memberIds(race), []);
    const runs = await this.redis.sMembers(this.runsKey(code));
    await this.redis
      .multi()
      .del([this.raceKey(code), this.runsKey(code), ...runs.map(this.runKey)])
      .zRem(this.deadlinesKey(), code)
      .exec();
  }

  async linkRun(runId: string, code: string): Promise<void> {
    await this.redis
      .multi()
      .set(this.runKey(runId), code, { expiration: { type: 'PX', value: RACE_TTL_MS } })
      .sAdd(this.runsKey(code), runId)
      .pExpire(this.runsKey(code), RACE_TTL_MS)
      .exec();
  }

  async raceOfRun(runId: string): Promise<string | null> {
    return this.redis.get(this.runKey(runId));
  }

  async claim(task: string, ttlMs: number): Promise<boolean> {
    const done = await this.redis.set(`${this.prefix}claim:${task}`, '1', { condition: 'NX', expiration: { type: 'PX', value: ttlMs } });
    return done === 'OK';
  }

  async tryLock(name: string, ttlMs: number): Promise<string | null> {
    const token = randomUUID();
    const done = await this.redis.set(this.lockKey(name), token, { condition: 'NX', expiration: { type: 'PX', value: ttlMs } });
    return done === 'OK' ? token : null;
  }

  async unlock(name: string, token: string): Promise<void> {
    await this.redis.eval(UNLOCK, { keys: [this.lockKey(name)], arguments: [token] });
  }

  private lockKey = (name: string) => `${this.prefix}lock:${name}`;
}
