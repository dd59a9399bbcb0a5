import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryQuickQueue, type QueueEntry, type QuickQueue } from '../src/quick/quick-queue.ts';
import { RedisQuickQueue } from '../src/quick/redis-quick-queue.ts';
import { dropPrefix, REDIS_URL, redisAvailable, testPrefix } from './support/redis.ts';

const redisUp = await redisAvailable();
const entry = (playerId: string, since = 0): QueueEntry => ({ playerId, name: playerId, game: 'fifteen', params: { size: 3 }, pool: 'fifteen:fifteen.v1.3', rating: null, since });

type Made = { queue: QuickQueue; dispose(): Promise<void> };
const backends: { name: string; enabled: boolean; make(): Promise<Made> }[] = [
  { name: 'memory', enabled: true, make: async () => ({ queue: new MemoryQuickQueue(), dispose: async () => undefined }) },
  {
    name: 'redis',
    enabled: redisUp,
    async make() {
      const client = createClient({ url: REDIS_URL });
      await client.connect();
      const prefix = testPrefix();
      return {
        queue: new RedisQuickQueue(client, prefix),
        async dispose() {
          await client.quit();
          await dropPrefix(prefix);
        },
      };
    },
  },
];

describe.each(backends.filter((b) => b.enabled))('the quick-race queue in $name', ({ make }) => {
  let made: Made;
  beforeAll(async () => {
    made = await make();
  });
  afterAll(async () => {
    await made?.dispose();
  });

  it('keeps one entry per player, the latest ask, and lets them leave', async () => {
    const { queue } = made;
    await queue.join(entry('a', 1));
    await queue.join(entry('a', 2));
    await queue.join(entry('b', 3));
    expect((await queue.all()).sort((x, y) => x.since - y.since)).toEqual([entry('a', 2), entry('b', 3)]);
    expect(await queue.leave('b')).toBe(true);
    expect(await queue.leave('b')).toBe(false);
    expect(await queue.all()).toEqual([entry('a', 2)]);
  });

  it('takes a group all at once, or nobody when one of them is gone (another process took them)', async () => {
    const { queue } = made;
    await queue.join(entry('c'));
    expect(await queue.take(['a', 'c', 'gone'])).toBe(false);
    expect((await queue.all()).map((e) => e.playerId).sort()).toEqual(['a', 'c']);
    // Two passes race for the same pair: only one gets it.
    const both = await Promise.all([queue.take(['a', 'c']), queue.take(['a', 'c'])]);
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(await queue.all()).toEqual([]);
  });
});
