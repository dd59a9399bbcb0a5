import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as emit } from './support/app.ts';
import { PG_URL, postgresAvailable, postgresTestDatabase, type TestDatabase } from './support/databases.ts';
import { spawnServer, stopServer, type ServerProcess } from './support/process.ts';
import { humanPauseMs } from './support/human-pace.ts';
import { asAccount, play, RaceWatch, runIdOf, solutionOf, type Racer } from './support/races.ts';
import { dropPrefix, REDIS_URL, redisAvailable, testPrefix } from './support/redis.ts';

// docs/races.md#quick-races, docs/operations.md#several-processes: the quick-race queue lives in Redis, so two players on two processes meet.
const WAIT_MS = 30_000;
const ready = (await postgresAvailable()) && (await redisAvailable());
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function racerOn(server: ServerProcess, name: string, sockets: Socket[]): Promise<Racer> {
  const response = await request(server.url).post('/api/v1/players').send({ name }).expect(201);
  const socket = io(server.url, { transports: ['websocket'], auth: { token: response.body.token }, reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { id: response.body.player.id, token: response.body.token, socket, watch: new RaceWatch(socket) };
}

describe.runIf(ready)('a quick race across two server processes on PostgreSQL and Redis', () => {
  const prefix = testPrefix();
  const dir = mkdtempSync(join(tmpdir(), 'gridrace-quick-'));
  const sockets: Socket[] = [];
  let database: (TestDatabase & { schema: string }) | undefined;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await postgresTestDatabase();
    const env = {
      DATABASE_URL: `${PG_URL}?options=${encodeURIComponent(`-c search_path=${database.schema}`)}`,
      REDIS_URL,
      REDIS_PREFIX: prefix,
      DATA_DIR: dir,
      DAILY_SECRET: 'quick-process-secret-0123456789',
      QUICK_RACE_GHOST_AFTER_S: '60',
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

  it('forms one race of a player on each process, which both race to the end, rated', async () => {
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const ada = await racerOn(one, 'Ada', sockets);
    const bob = await racerOn(two, 'Bob', sockets);
    // Accounts: only they are rated.
    await asAccount(database!.store, ada, 'Ada');
    await asAccount(database!.store, bob, 'Bob');
    expect(await emit(ada.socket, 'race:quick', { game: 'fifteen' })).toMatchObject({ ok: true });
    expect(await emit(bob.socket, 'race:quick', { game: 'fifteen' })).toMatchObject({ ok: true });
    const [adaSees, bobSees] = await Promise.all([ada.watch.until((s) => s.players.length === 2, WAIT_MS), bob.watch.until((s) => s.players.length === 2, WAIT_MS)]);
    expect(adaSees.code).toBe(bobSees.code);
    expect(adaSees.players.map((p) => p.name).sort()).toEqual(['Ada', 'Bob']);

    const running = await ada.watch.until((s) => s.status === 'running', WAIT_MS);
    await bob.watch.until((s) => s.status === 'running', WAIT_MS);
    const moves = solutionOf(running.puzzleId);
    for (const [who, pause] of [
      [ada, 60],
      [bob, 70],
    ] as const) {
      for (const [index, move] of moves.entries()) {
        await play(who.socket, runIdOf(running, who.id), [move], index + 1);
        // A person's varied pace: the fair-play check flags a steady beat, and a flagged run is rated by nobody.
        await sleep(humanPauseMs(index, pause / 120));
      }
    }
    const [adaEnd, bobEnd] = await Promise.all([ada.watch.until((s) => s.status === 'finished', WAIT_MS), bob.watch.until((s) => s.status === 'finished', WAIT_MS)]);
    expect(adaEnd.players).toEqual(bobEnd.players);
    // Ada asked first, so she is seated first; she also finished first.
    expect(adaEnd.players.map((p) => [p.name, p.rank])).toEqual([
      ['Ada', 1],
      ['Bob', 2],
    ]);
    let ratings: Record<string, { rating: number }> = {};
    for (let i = 0; i < 100 && ratings.fifteen === undefined; i += 1) {
      ratings = (await request(two.url).get(`/api/v1/players/${ada.id}`).expect(200)).body.ratings;
      await sleep(100);
    }
    expect(ratings.fifteen!.rating).toBeGreaterThan(1500);
  }, 120_000);
});
