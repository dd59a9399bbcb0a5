import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, sessionCookieOf, sessionInStore } from './support/accounts.ts';
import { PG_URL, postgresAvailable, postgresTestDatabase, type TestDatabase } from './support/databases.ts';
import { spawnServer, stopServer, type ServerProcess } from './support/process.ts';
import { dropPrefix, REDIS_URL, redisAvailable, testPrefix } from './support/redis.ts';

// Issue 34: two server processes behind the same PostgreSQL and Redis. A session's secret made on one
// (by a rotation) is taken by the other, and signing out everywhere on one disconnects sockets on both.
const ready = (await postgresAvailable()) && (await redisAvailable());
/** SESSION_ROTATE_HOURS for this test: a secret older than 3.6 s is replaced on the next request. */
const ROTATE_MS = 3600;

describe.runIf(ready)('sessions across two server processes on PostgreSQL and Redis', () => {
  const prefix = testPrefix();
  const dir = mkdtempSync(join(tmpdir(), 'gridrace-sessions-multi-'));
  const sockets: Socket[] = [];
  let database: (TestDatabase & { schema: string }) | undefined;
  let servers: ServerProcess[] = [];

  const connect = (server: ServerProcess, cookie: string): Promise<Socket> => {
    const socket = io(server.url, { transports: ['websocket'], auth: { session: true }, extraHeaders: { cookie }, reconnection: false });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  };
  const disconnected = (socket: Socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve));
  const who = (server: ServerProcess, cookie: string) => fetch(`${server.url}/api/v1/session`, { headers: { cookie } });

  beforeAll(async () => {
    database = await postgresTestDatabase();
    const env = {
      DATABASE_URL: `${PG_URL}?options=${encodeURIComponent(`-c search_path=${database.schema}`)}`,
      REDIS_URL,
      REDIS_PREFIX: prefix,
      DATA_DIR: dir,
      DAILY_SECRET: 'sessions-multi-secret-0123456789',
      SESSION_ROTATE_HOURS: String(ROTATE_MS / 3_600_000),
    };
    servers = await Promise.all([spawnServer(env), spawnServer(env)]);
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all(servers.map((server) => stopServer(server, 'SIGTERM')));
    await database?.dispose();
    await dropPrefix(prefix);
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('takes on one process the secret the other rotated, and signs out everywhere on both', async () => {
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const store = database!.store;
    const ada = await makeAccount(store, 'Ada');
    const laptop = await sessionInStore(store, ada, 'Firefox on Linux');
    const phone = await sessionInStore(store, ada, 'Safari on iOS');

    // Process one replaces the laptop's secret once it is old enough; process two takes the new one.
    await new Promise((resolve) => setTimeout(resolve, ROTATE_MS + 200));
    const rotatedOnOne = await who(one, laptop.cookie);
    expect(rotatedOnOne.status).toBe(200);
    const secret = sessionCookieOf(rotatedOnOne);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = `gridrace_session=${secret}`;
    const onTwo = await who(two, cookie);
    expect(onTwo.status).toBe(200);
    expect(await onTwo.json()).toMatchObject({ player: { id: ada.id }, kind: 'account', via: 'session', sessionId: laptop.sessionId });

    const laptopSockets = [await connect(one, cookie), await connect(two, cookie)];
    const phoneSockets = [await connect(one, phone.cookie), await connect(two, phone.cookie)];
    const phonesGone = Promise.all(phoneSockets.map(disconnected));
    // Signing out everywhere (else) on process two: the phone's sockets on both processes go at once.
    const everywhere = await fetch(`${two.url}/api/v1/account/sessions/sign-out-everywhere`, { method: 'POST', headers: { cookie, origin: two.url } });
    expect(await everywhere.json()).toEqual({ ended: 1 });
    expect(await phonesGone).toEqual(['io server disconnect', 'io server disconnect']);
    expect((await who(one, phone.cookie)).status).toBe(401);
    expect(laptopSockets.every((socket) => socket.connected)).toBe(true);

    // Signing the laptop out on process one disconnects its socket on process two.
    const laptopGone = Promise.all(laptopSockets.map(disconnected));
    const out = await fetch(`${one.url}/api/v1/session`, { method: 'DELETE', headers: { cookie, origin: one.url } });
    expect(await out.json()).toEqual({ ended: true });
    expect(await laptopGone).toEqual(['io server disconnect', 'io server disconnect']);
    expect((await who(two, cookie)).status).toBe(401);
  }, 60_000);
});
