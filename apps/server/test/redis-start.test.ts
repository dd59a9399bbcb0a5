import { createServer } from 'node:net';
import { expect, it } from 'vitest';
import { CannotStart } from '../src/cannot-start.ts';
import { RedisRaces } from '../src/redis/redis-races.ts';

it('a Redis that does not answer stops the start at once, with one clear message and nothing logged', async () => {
  // A port that was free a moment ago: nothing listens there, every connection is refused.
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
    });
  });
  const logged: unknown[] = [];
  const started = performance.now();
  const failed = await RedisRaces.connect(`redis://127.0.0.1:${port}`, 'unused:', { error: (e) => logged.push(e) }).then(
    () => null,
    (error: unknown) => error,
  );
  expect(failed).toBeInstanceOf(CannotStart);
  expect((failed as Error).message).toMatch(new RegExp(`^Redis at 127\\.0\\.0\\.1:${port} \\(REDIS_URL\\) does not answer: connection refused`));
  // A refused connection is not retried until a deadline (it waited 10 s): the first refusal ends it.
  expect(performance.now() - started).toBeLessThan(5_000);
  // The message says it all: no log line with a stack per retry.
  expect(logged).toEqual([]);
}, 30_000);
