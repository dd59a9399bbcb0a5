import type { createClient } from 'redis';
import type { ProcessRegistry } from './process-registry.ts';

type Redis = ReturnType<typeof createClient>;

/** A race lives a day after its last change (`redis-race-store.ts`); so does a process's note of it. */
const HELD_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The processes of a deployment in Redis, under its prefix: each one's heartbeat is a key
 * with a TTL, so it runs out by itself when the process dies without a word (kill -9, a lost
 * machine); the set of registered ids says whose to look for.
 */
export class RedisProcessRegistry implements ProcessRegistry {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'gridrace:',
  ) {}

  private heartbeatKey = (id: string) => `${this.prefix}process:${id}`;
  private racesKey = (id: string) => `${this.prefix}process-races:${id}`;
  private processesKey = () => `${this.prefix}processes`;

  async register(id: string, ttlMs: number): Promise<void> {
    await this.redis
      .multi()
      .set(this.heartbeatKey(id), '1', { expiration: { type: 'PX', value: ttlMs } })
      .sAdd(this.processesKey(), id)
      .exec();
  }

  async beat(id: string, ttlMs: number): Promise<boolean> {
    // XX: a heartbeat that ran out stays out; the process registers anew under another id.
    const renewed = await this.redis.set(this.heartbeatKey(id), '1', { condition: 'XX', expiration: { type: 'PX', value: ttlMs } });
    return renewed === 'OK';
  }

  async gone(): Promise<string[]> {
    const ids = await this.redis.sMembers(this.processesKey());
    const alive = await Promise.all(ids.map((id) => this.redis.exists(this.heartbeatKey(id))));
    return ids.filter((_, index) => alive[index] === 0);
  }

  async holds(id: string, code: string): Promise<void> {
    await this.redis.multi().sAdd(this.racesKey(id), code).pExpire(this.racesKey(id), HELD_TTL_MS).exec();
  }

  async releases(id: string, code: string): Promise<void> {
    await this.redis.sRem(this.racesKey(id), code);
  }

  async racesOf(id: string): Promise<string[]> {
    return this.redis.sMembers(this.racesKey(id));
  }

  async forget(id: string): Promise<void> {
    await this.redis
      .multi()
      .del([this.heartbeatKey(id), this.racesKey(id)])
      .sRem(this.processesKey(), id)
      .exec();
  }
}
