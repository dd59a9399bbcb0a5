import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryProcessRegistry, type ProcessRegistry } from '../src/races/process-registry.ts';
import { RedisProcessRegistry } from '../src/races/redis-process-registry.ts';
import { dropPrefix, REDIS_URL, redisAvailable, testPrefix } from './support/redis.ts';

interface Opened {
  readonly registry: ProcessRegistry;
  /** Lets `ms` pass on the registry's clock. */
  readonly wait: (ms: number) => Promise<void>;
}

const TTL_MS = 200;

/** What every `ProcessRegistry` must do, whatever keeps the heartbeats. */
function contract(name: string, open: () => Promise<Opened>): void {
  describe(`ProcessRegistry contract: ${name}`, () => {
    let registry: ProcessRegistry;
    let wait: Opened['wait'];
    beforeAll(async () => {
      ({ registry, wait } = await open());
    });

    it('keeps a process that beats alive, and finds one that stopped gone', async () => {
      await registry.register('alive', TTL_MS);
      await registry.register('dies', TTL_MS);
      for (let i = 0; i < 4; i++) {
        await wait(TTL_MS / 2);
        expect(await registry.beat('alive', TTL_MS)).toBe(true);
      }
      expect(await registry.gone()).toEqual(['dies']);
      // A heartbeat that ran out stays out: the process must register anew.
      expect(await registry.beat('dies', TTL_MS)).toBe(false);
      expect(await registry.gone()).toEqual(['dies']);
      await registry.forget('dies');
      expect(await registry.gone()).toEqual([]);
      await registry.forget('alive');
    });

    it("keeps each process's races until it releases them or is forgotten", async () => {
      await registry.register('holder', TTL_MS);
      await registry.holds('holder', 'AAAA');
      await registry.holds('holder', 'BBBB');
      await registry.holds('holder', 'AAAA');
      await registry.holds('other', 'CCCC');
      await registry.releases('holder', 'BBBB');
      expect(await registry.racesOf('holder')).toEqual(['AAAA']);
      await registry.forget('holder');
      expect(await registry.racesOf('holder')).toEqual([]);
      expect(await registry.racesOf('other')).toEqual(['CCCC']);
      await registry.forget('other');
    });
  });
}

let clock = 0;
contract('in memory', async () => ({
  registry: new MemoryProcessRegistry(() => clock),
  wait: async (ms) => void (clock += ms),
}));

const hasRedis = await redisAvailable();
if (hasRedis) {
  const [prefix, ownPrefix] = [testPrefix(), testPrefix()];
  const client = createClient({ url: REDIS_URL });
  afterAll(async () => {
    if (client.isOpen) await client.quit();
    await Promise.all([dropPrefix(prefix), dropPrefix(ownPrefix)]);
  });
  contract('Redis', async () => {
    await client.connect();
    return { registry: new RedisProcessRegistry(client, prefix), wait: (ms) => sleep(ms) };
  });
  it('keeps a heartbeat as a key with a TTL under the configured prefix', async () => {
    const registry = new RedisProcessRegistry(client, ownPrefix);
    await registry.register('p1', 60_000);
    await registry.holds('p1', 'AAAA');
    const ttl = await client.pTTL(`${ownPrefix}process:p1`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    const keys: string[] = [];
    for await (const batch of client.scanIterator({ MATCH: `${ownPrefix}*`, COUNT: 100 })) keys.push(...batch);
    expect(keys.sort()).toEqual([`${ownPrefix}process-races:p1`, `${ownPrefix}process:p1`, `${ownPrefix}processes`]);
  });
}
