import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether the test Redis answers. In CI it must: there a missing server is a failure. */
export async function redisAvailable(): Promise<boolean> {
  // No reconnection: a missing server should answer "no" at once, not retry forever.
  const client = createClient({ url: REDIS_URL, socket: { connectTimeout: 2000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch (error) {
    if (process.env.CI === 'true') throw new Error(`Redis is required in CI but ${REDIS_URL} does not answer: ${String(error)}`);
    console.warn(`\n!!! Redis tests SKIPPED: ${REDIS_URL} does not answer.\n` + '!!! Install and start redis-server (apt-get install redis-server) to run them.\n');
    return false;
  } finally {
    if (client.isOpen) await client.quit().catch(() => undefined);
  }
}

/** A key prefix no other test run shares, so parallel runs and leftovers never collide. */
export const testPrefix = (): string => `gridrace-test:${randomBytes(6).toString('hex')}:`;

/** Deletes every key under `prefix` (the test's own, and nothing else). */
export async function dropPrefix(prefix: string): Promise<void> {
  const client = createClient({ url: REDIS_URL });
  await client.connect();
  try {
    const keys: string[] = [];
    for await (const batch of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) keys.push(...batch);
    if (keys.length > 0) await client.del(keys);
  } finally {
    await client.quit();
  }
}
