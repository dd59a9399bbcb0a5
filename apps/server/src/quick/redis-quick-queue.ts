import type { createClient } from 'redis';
import type { QueueEntry, QuickQueue } from './quick-queue.ts';

type Redis = ReturnType<typeof createClient>;

// All or nobody, in one atomic script: two processes forming races never take one player twice.
const TAKE = `
for i, id in ipairs(ARGV) do if redis.call('HEXISTS', KEYS[1], id) == 0 then return 0 end end
redis.call('HDEL', KEYS[1], unpack(ARGV))
return 1`;

/** The quick-race queue as one Redis hash (player id to entry), shared by every process. */
export class RedisQuickQueue implements QuickQueue {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key = () => `${this.prefix}quick-queue`;

  async join(entry: QueueEntry): Promise<void> {
    await this.redis.hSet(this.key(), entry.playerId, JSON.stringify(entry));
  }

  async leave(playerId: string): Promise<boolean> {
    return (await this.redis.hDel(this.key(), playerId)) > 0;
  }

  async all(): Promise<QueueEntry[]> {
    const values = await this.redis.hVals(this.key());
    return values.map((json) => JSON.parse(json) as QueueEntry);
  }

  async take(playerIds: readonly string[]): Promise<boolean> {
    if (playerIds.length === 0) return true;
    return (await this.redis.eval(TAKE, { keys: [this.key()], arguments: [...playerIds] })) === 1;
  }
}
