import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as emit } from './support/app.ts';
import { PG_URL, postgresAvailable, postgresTestDatabase, type TestDatabase } from './support/databases.ts';
import { spawnServer, stopServer, type ServerProcess } from './support/process.ts';
import { play, playerIn, RaceWatch, runIdOf, solutionOf, type Racer } from './support/races.ts';
import { dropPrefix, REDIS_URL, redisAvailable, testPrefix } from './support/redis.ts';

// SPEC §5 / issue 5: two server processes share PostgreSQL and Redis; a racer on each races
// the other as if they were on one server. Real processes, so the timeouts are generous.
const WAIT_MS = 30_000;
const ready = (await postgresAvailable()) && (await redisAvailable());

async function connect(server: ServerProcess, token: string, sockets: Socket[]): Promise<Socket> {
  const socket = io(server.url, { transports: ['websocket'], auth: { token }, reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

async function racerOn(server: ServerProcess, name: string, sockets: Socket[]): Promise<Racer> {
  const response = await request(server.url).post('/api/v1/players').send({ name }).expect(201);
  const socket = await connect(server, response.body.token, sockets);
  return { id: response.body.player.id, token: response.body.token, socket, watch: new RaceWatch(socket) };
}

describe.runIf(ready)('two server processes on PostgreSQL and Redis', () => {
  const prefix = testPrefix();
  const dir = mkdtempSync(join(tmpdir(), 'gridrace-multi-'));
  const sockets: Socket[] = [];
  let database: (TestDatabase & { schema: string }) | undefined;
  let servers: ServerProcess[] = [];
  let env: Record<string, string> = {};

  beforeAll(async () => {
    // The schema is made and migrated here; both processes then work in it through search_path.
    database = await postgresTestDatabase();
    const { schema } = database;
    env = {
      DATABASE_URL: `${PG_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
      REDIS_URL,
      REDIS_PREFIX: prefix,
      DATA_DIR: dir,
      DAILY_SECRET: 'multi-process-secret-0123456789',
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

  it('a racer on each process races a fifteen 3x3 to the end with the same results', async () => {
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const ada = await racerOn(one, 'Ada', sockets);
    const bob = await racerOn(two, 'Bob', sockets);
    const created = await emit<{ ok: boolean; code: string }>(ada.socket, 'race:create', { game: 'fifteen', params: { size: 3 }, seed: 'race-to-the-end' });
    expect(created.ok).toBe(true);
    // Bob joins on the other process: the race was made on Ada's.
    expect(await emit<{ ok: boolean }>(bob.socket, 'race:join', { code: created.code })).toMatchObject({ ok: true });
    await ada.watch.until((s) => s.players.length === 2, WAIT_MS);

    expect(await emit<{ ok: boolean }>(ada.socket, 'race:start', { code: created.code })).toMatchObject({ ok: true });
    const [adaRunning, running] = await Promise.all([
      ada.watch.until((s) => s.status === 'running', WAIT_MS),
      bob.watch.until((s) => s.status === 'running', WAIT_MS),
    ]);
    expect(adaRunning.startsAt).toBe(running.startsAt);
    const adaRun = runIdOf(running, ada.id);
    const bobRun = runIdOf(running, bob.id);
    const moves = solutionOf(running.puzzleId);
    expect(moves.length).toBeGreaterThan(2);

    // Each sees the other's progress, broadcast from the other process (on this seed a first
    // solution move already raises the progress, as in races.test.ts).
    await play(ada.socket, adaRun, moves.slice(0, -1));
    await bob.watch.until((s) => (playerIn(s, ada.id)?.progress ?? 0) > 0, WAIT_MS);
    await play(bob.socket, bobRun, moves.slice(0, 1));
    await ada.watch.until((s) => (playerIn(s, bob.id)?.progress ?? 0) > 0, WAIT_MS);

    expect((await play(ada.socket, adaRun, moves.slice(-1), moves.length)).runStatus).toBe('solved');
    await bob.watch.until((s) => playerIn(s, ada.id)?.status === 'finished', WAIT_MS);
    expect((await play(bob.socket, bobRun, moves.slice(1), 2)).runStatus).toBe('solved');

    const [adaEnd, bobEnd] = await Promise.all([
      ada.watch.until((s) => s.status === 'finished', WAIT_MS),
      bob.watch.until((s) => s.status === 'finished', WAIT_MS),
    ]);
    expect(adaEnd.players).toEqual(bobEnd.players);
    expect(adaEnd.players.map((p) => [p.name, p.status, p.rank])).toEqual([['Ada', 'finished', 1], ['Bob', 'finished', 2]]);
    expect(adaEnd.players[0]!.finishMs).toBeLessThan(adaEnd.players[1]!.finishMs!);

    // One start only: every state either racer saw carries the same two runs.
    const runsSeen = [...ada.watch.states, ...bob.watch.states].filter((s) => s.status !== 'lobby' && s.status !== 'countdown');
    expect(new Set(runsSeen.map((s) => `${runIdOf(s, ada.id)} ${runIdOf(s, bob.id)}`))).toEqual(new Set([`${adaRun} ${bobRun}`]));

    // Both runs are stored once, and either process answers with the same leaderboard.
    const boards = await Promise.all(servers.map((server) => request(server.url).get(`/api/v1/leaderboards/${running.puzzleId}`).expect(200)));
    for (const board of boards) expect(board.body.entries.map((e: { runId: string }) => e.runId)).toEqual([adaRun, bobRun]);
  }, 180_000);

  it('a race whose process dies goes on: another process starts it on time and finishes it', async () => {
    const doomed = await spawnServer(env);
    const survivor = servers[1]!;
    const ada = await racerOn(doomed, 'Ada', sockets);
    const bob = await racerOn(survivor, 'Bob', sockets);
    const created = await emit<{ ok: boolean; code: string }>(ada.socket, 'race:create', { game: 'fifteen', params: { size: 3 }, seed: 'process-dies' });
    expect(await emit<{ ok: boolean }>(bob.socket, 'race:join', { code: created.code })).toMatchObject({ ok: true });
    await ada.watch.until((s) => s.players.length === 2, WAIT_MS);
    // The countdown's timer is set on Ada's process, which dies at once (no graceful close).
    const countdown = await emit<{ ok: boolean; race: { startsAt: number } }>(ada.socket, 'race:start', { code: created.code });
    expect(countdown.ok).toBe(true);
    await stopServer(doomed, 'SIGKILL');

    // The survivor's sweep finds the deadline nobody kept and starts the race.
    const running = await bob.watch.until((s) => s.status === 'running', WAIT_MS);
    expect(running.startsAt).toBe(countdown.race.startsAt);
    const moves = solutionOf(running.puzzleId);

    // Ada comes back on the surviving process (as a load balancer would send her) and races on.
    ada.socket.disconnect();
    const adaAgain = await connect(survivor, ada.token, sockets);
    const adaWatch = new RaceWatch(adaAgain);
    expect(await emit<{ ok: boolean }>(adaAgain, 'race:join', { code: created.code })).toMatchObject({ ok: true });
    expect((await play(adaAgain, runIdOf(running, ada.id), moves)).runStatus).toBe('solved');
    expect((await play(bob.socket, runIdOf(running, bob.id), moves)).runStatus).toBe('solved');

    const [adaEnd, bobEnd] = await Promise.all([
      adaWatch.until((s) => s.status === 'finished', WAIT_MS),
      bob.watch.until((s) => s.status === 'finished', WAIT_MS),
    ]);
    expect(adaEnd.players).toEqual(bobEnd.players);
    expect(bobEnd.players.map((p) => [p.name, p.status, p.rank])).toEqual([['Ada', 'finished', 1], ['Bob', 'finished', 2]]);
  }, 180_000);
});
