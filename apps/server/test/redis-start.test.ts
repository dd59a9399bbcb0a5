import { createServer } from 'node:net';
import { expect, it } from 'vitest';
import { RedisRaces } from '../src/races/redis-races.ts';

it('a Redis that does not answer stops the start with a clear message instead of hanging', async () => {
  // A port that was free a moment ago: nothing listens there, every connection is refused.
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
    });
  });
  const errors: unknown[] = [];
  await expect(RedisRaces.connect(`redis://127.0.0.1:${port}`, 'unused:', { error: (e) => errors.push(e) })).rejects.toThrow(
    /Redis at REDIS_URL does not answer/,
  );
  // Every refused attempt was logged, none crashed the process.
  expect(errors.length).toBeGreaterThan(0);
}, 30_000);
