import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Server } from 'socket.io';
import { RedisProcessRegistry } from '../races/redis-process-registry.ts';
import { CannotStart, hostOf, reasonOf } from '../cannot-start.ts';
import { RedisQuickQueue } from '../quick/redis-quick-queue.ts';
import { RedisRaceStore } from '../races/redis-race-store.ts';

type Redis = ReturnType<typeof createClient>;

const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Scale-out on Redis (docs/operations.md#several-processes): the race store, the processes' heartbeats, and the Socket.IO
 * adapter's two connections (a subscribed connection can do nothing else, hence pub and sub
 * apart from the store's).
 */
export class RedisRaces {
  readonly store: RedisRaceStore;
  readonly processes: RedisProcessRegistry;
  readonly quickQueue: RedisQuickQueue;

  private constructor(
    private readonly data: Redis,
    private readonly pub: Redis,
    private readonly sub: Redis,
    private readonly prefix: string,
  ) {
    this.store = new RedisRaceStore(data, prefix);
    this.processes = new RedisProcessRegistry(data, prefix);
    this.quickQueue = new RedisQuickQueue(data, prefix);
  }

  /**
   * Connects, or throws a CannotStart at the first failure: at start a Redis that refuses or
   * does not answer is a wrong REDIS_URL or a Redis not running, which waiting does not fix.
   * Once connected, a lost connection is retried for as long as it takes.
   */
  static async connect(url: string, prefix: string, log: { error(object: unknown, message: string): void }): Promise<RedisRaces> {
    let connected = false;
    const data = createClient({
      url,
      socket: {
        connectTimeout: CONNECT_TIMEOUT_MS,
        reconnectStrategy: (retries) => (connected ? Math.min(100 * (retries + 1), 3_000) : false),
      },
    });
    const pub = data.duplicate();
    const sub = data.duplicate();
    // An unhandled 'error' event would crash the process. Until connected, the failure is
    // the CannotStart below, told once.
    for (const client of [data, pub, sub]) {
      client.on('error', (error: unknown) => {
        if (connected) log.error({ err: error }, 'redis connection error');
      });
    }
    try {
      await Promise.all([data.connect(), pub.connect(), sub.connect()]);
    } catch (error) {
      // The one that failed has closed itself; the others may still be connecting.
      for (const client of [data, pub, sub]) if (client.isOpen) client.destroy();
      throw redisCannotStart(url, error);
    }
    connected = true;
    return new RedisRaces(data, pub, sub, prefix);
  }

  /** Room broadcasts (`race:state`) then reach the sockets connected to every process. */
  attach(io: Server): void {
    io.adapter(createAdapter(this.pub, this.sub, { key: `${this.prefix}socket.io` }));
  }

  async close(): Promise<void> {
    await Promise.all([this.data, this.pub, this.sub].filter((client) => client.isOpen).map((client) => client.quit()));
  }
}

function redisCannotStart(url: string, error: unknown): CannotStart {
  const at = `Redis at ${hostOf(url, 6379)} (REDIS_URL)`;
  const reason = reasonOf(error);
  if (/WRONGPASS|NOAUTH|NOPERM/.test(reason)) return new CannotStart(`${at} refused the connection: ${reason}. Correct the user and password in REDIS_URL.`);
  return new CannotStart(
    `${at} does not answer: ${reason}. Start Redis there, or correct REDIS_URL; without REDIS_URL the server runs as a single process, with its races in its database.`,
  );
}
