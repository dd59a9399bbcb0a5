import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Server } from 'socket.io';
import { RedisProcessRegistry } from './redis-process-registry.ts';
import { RedisRaceStore } from './redis-race-store.ts';

type Redis = ReturnType<typeof createClient>;

const CONNECT_MS = 10_000;

/**
 * Scale-out on Redis (SPEC §5): the race store, the processes' heartbeats, and the Socket.IO
 * adapter's two connections (a subscribed connection can do nothing else, hence pub and sub
 * apart from the store's).
 */
export class RedisRaces {
  readonly store: RedisRaceStore;
  readonly processes: RedisProcessRegistry;

  private constructor(
    private readonly data: Redis,
    private readonly pub: Redis,
    private readonly sub: Redis,
    private readonly prefix: string,
  ) {
    this.store = new RedisRaceStore(data, prefix);
    this.processes = new RedisProcessRegistry(data, prefix);
  }

  static async connect(url: string, prefix: string, log: { error(object: unknown, message: string): void }): Promise<RedisRaces> {
    const data = createClient({ url });
    const pub = data.duplicate();
    const sub = data.duplicate();
    // The client reconnects by itself; an unhandled 'error' event would crash the process.
    for (const client of [data, pub, sub]) client.on('error', (error: unknown) => log.error({ err: error }, 'redis connection error'));
    // The client retries a refused connection forever; a start must not hang on it.
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis at REDIS_URL does not answer within ${CONNECT_MS / 1000} s`)), CONNECT_MS);
    });
    try {
      await Promise.race([Promise.all([data.connect(), pub.connect(), sub.connect()]), late]);
    } catch (error) {
      for (const client of [data, pub, sub]) client.destroy();
      throw error;
    } finally {
      clearTimeout(timer);
    }
    return new RedisRaces(data, pub, sub, prefix);
  }

  /** Room broadcasts (`race:state`) then reach the sockets connected to every process. */
  attach(io: Server): void {
    io.adapter(createAdapter(this.pub, this.sub, { key: `${this.prefix}socket.io` }));
  }

  async close(): Promise<void> {
    await Promise.all([this.data, this.pub, this.sub].map((client) => (client.isOpen ? client.quit() : undefined)));
  }
}
