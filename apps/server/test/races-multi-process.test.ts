import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RaceLimits, type RaceStateView } from '@gridrace/protocol';
import request from 'supertest';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as emit } from './support/app.ts';
import { PG_URL, postgresAvailable, postgresTestDatabase, type TestDatabase } from './support/databases.ts';
import { spawnServer, stopServer, type ServerProcess } from './support/process.ts';
import { play, playerIn, playPaced, RaceWatch, runIdOf, solutionOf, type Racer } from './support/races.ts';
import { dropPrefix, REDIS_URL, redisAvailable, testPrefix } from './support/redis.ts';

// docs/operations.md#several-processes / issue 5: two server processes share PostgreSQL and Redis; a racer on each races
// the other as if they were on one server. Real processes, so the timeouts are generous.
const WAIT_MS = 30_000;
/** How soon a process that died is found (PROCESS_TIMEOUT_MS): shorter than the default 8 s, for a margin under load. */
const PROCESS_TIMEOUT_MS = 4000;
/** Issue 16: a killed process's racers are seen away by the others within 10 s. */
const SEEN_AWAY_MS = 10_000;
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
      PROCESS_TIMEOUT_MS: String(PROCESS_TIMEOUT_MS),
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
    const [adaRunning, running] = await Promise.all([ada.watch.until((s) => s.status === 'running', WAIT_MS), bob.watch.until((s) => s.status === 'running', WAIT_MS)]);
    expect(adaRunning.startsAt).toBe(running.startsAt);
    const adaRun = runIdOf(running, ada.id);
    const bobRun = runIdOf(running, bob.id);
    const moves = solutionOf(running.puzzleId);
    expect(moves.length).toBeGreaterThan(2);

    // Each sees the other's progress, broadcast from the other process (on this seed a first
    // solution move already raises the progress, as in races.test.ts).
    // At a person's pace: these runs rank on the puzzle's leaderboard below (docs/fair-play.md#plausibility).
    await playPaced(ada.socket, adaRun, moves.slice(0, -1));
    await bob.watch.until((s) => (playerIn(s, ada.id)?.progress ?? 0) > 0, WAIT_MS);
    await playPaced(bob.socket, bobRun, moves.slice(0, 1));
    await ada.watch.until((s) => (playerIn(s, bob.id)?.progress ?? 0) > 0, WAIT_MS);

    expect((await playPaced(ada.socket, adaRun, moves.slice(-1), moves.length)).runStatus).toBe('solved');
    await bob.watch.until((s) => playerIn(s, ada.id)?.status === 'finished', WAIT_MS);
    expect((await playPaced(bob.socket, bobRun, moves.slice(1), 2)).runStatus).toBe('solved');

    const [adaEnd, bobEnd] = await Promise.all([ada.watch.until((s) => s.status === 'finished', WAIT_MS), bob.watch.until((s) => s.status === 'finished', WAIT_MS)]);
    expect(adaEnd.players).toEqual(bobEnd.players);
    expect(adaEnd.players.map((p) => [p.name, p.status, p.rank])).toEqual([
      ['Ada', 'finished', 1],
      ['Bob', 'finished', 2],
    ]);
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

    const [adaEnd, bobEnd] = await Promise.all([adaWatch.until((s) => s.status === 'finished', WAIT_MS), bob.watch.until((s) => s.status === 'finished', WAIT_MS)]);
    expect(adaEnd.players).toEqual(bobEnd.players);
    expect(bobEnd.players.map((p) => [p.name, p.status, p.rank])).toEqual([
      ['Ada', 'finished', 1],
      ['Bob', 'finished', 2],
    ]);
  }, 180_000);

  /** A race of `racers` (name and process, the first one hosting), started and running; `watchers` spectate. */
  async function runningRace(seed: string, racers: [string, ServerProcess][], watchers: [string, ServerProcess][] = []) {
    const members = await Promise.all([...racers, ...watchers].map(([name, server]) => racerOn(server, name, sockets)));
    const [host] = members as [Racer];
    const created = await emit<{ ok: boolean; code: string }>(host.socket, 'race:create', { game: 'fifteen', params: { size: 3 }, seed });
    for (const [index, member] of members.entries()) {
      if (index === 0) continue;
      const as = index < racers.length ? 'racer' : 'spectator';
      expect(await emit<{ ok: boolean }>(member.socket, 'race:join', { code: created.code, as })).toMatchObject({ ok: true });
    }
    await host.watch.until((s) => s.players.length === members.length, WAIT_MS);
    expect(await emit<{ ok: boolean }>(host.socket, 'race:start', { code: created.code })).toMatchObject({ ok: true });
    const running = await host.watch.until((s) => s.status === 'running', WAIT_MS);
    return { code: created.code, members, running, moves: solutionOf(running.puzzleId) };
  }

  /** Kills `server` without a word (SIGKILL: no socket is closed by it); answers when, on this test's clock. */
  async function kill(server: ServerProcess): Promise<number> {
    const at = performance.now();
    await stopServer(server, 'SIGKILL');
    return at;
  }

  it('a racer whose process is killed and who never comes back is away within 10 s, dnf after the grace period, and the race ends', async () => {
    const doomed = await spawnServer(env);
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const race = await runningRace(
      'killed-never-back',
      [
        ['Ada', doomed],
        ['Bob', two],
      ],
      [['Dee', one]],
    );
    const [ada, bob, dee] = race.members as [Racer, Racer, Racer];
    // Ada's run is served by her process, which then dies mid-race.
    await play(ada.socket, runIdOf(race.running, ada.id), race.moves.slice(0, 1));
    const killedAt = await kill(doomed);

    // Both surviving processes see her away, as after a dropped connection; she is still in the running.
    const [seenByBob, seenByDee] = await Promise.all([bob, dee].map(({ watch }) => watch.until((s) => playerIn(s, ada.id)?.away === true, SEEN_AWAY_MS + 5000)));
    const awayAt = performance.now();
    expect(awayAt - killedAt).toBeLessThan(SEEN_AWAY_MS);
    for (const seen of [seenByBob!, seenByDee!]) expect(playerIn(seen, ada.id)).toMatchObject({ status: 'playing', away: true });

    // Bob finishes; the race waits for Ada's grace period, then she is dnf and the race is over.
    expect((await play(bob.socket, runIdOf(race.running, bob.id), race.moves)).runStatus).toBe('solved');
    await bob.watch.until((s) => playerIn(s, bob.id)?.status === 'finished', WAIT_MS);
    expect(bob.watch.last?.status).toBe('running');
    const [end, endSeenByDee] = await Promise.all([bob, dee].map(({ watch }) => watch.until((s) => s.status === 'finished', RaceLimits.reconnectGraceMs + WAIT_MS)));
    // The grace period of a dropped connection, counted from when she was found away (a timer a second late at most).
    expect(performance.now() - awayAt).toBeGreaterThan(RaceLimits.reconnectGraceMs - 1500);
    expect(end!.players.filter((p) => p.role !== 'spectator').map((p) => [p.name, p.status, p.rank])).toEqual([
      ['Ada', 'dnf', 2],
      ['Bob', 'finished', 1],
    ]);
    expect(endSeenByDee!.players).toEqual(end!.players);
  }, 180_000);

  it('racers whose process is killed carry on from another process: one back at once is never away, one back within the grace period finishes too', async () => {
    const doomed = await spawnServer(env);
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const race = await runningRace('killed-and-back', [
      ['Ada', doomed],
      ['Cy', doomed],
      ['Bob', two],
    ]);
    const [ada, cy, bob] = race.members as [Racer, Racer, Racer];
    const [adaRun, cyRun, bobRun] = [ada, cy, bob].map((racer) => runIdOf(race.running, racer.id)) as [string, string, string];
    await play(ada.socket, adaRun, race.moves.slice(0, 2));
    await kill(doomed);

    // Ada reconnects at once to another process (a load balancer sends her there), as the web client does.
    const adaBack = await connect(two, ada.token, sockets);
    const resumed = await emit<{ ok: boolean; seq: number; state: { moves: number } }>(adaBack, 'run:resume', { runId: adaRun });
    expect(resumed).toMatchObject({ ok: true, seq: 2, state: { moves: 2 } });
    expect(await emit<{ ok: boolean }>(adaBack, 'race:join', { code: race.code })).toMatchObject({ ok: true });

    // The death is found: Cy, held by that process only, is away; Ada, held by Bob's now, is not.
    const found = await bob.watch.until((s) => playerIn(s, cy.id)?.away === true, SEEN_AWAY_MS + 5000);
    expect(playerIn(found, ada.id)).toMatchObject({ status: 'playing', away: false });

    // Cy comes back within the grace period, on the third process, and carries on too.
    const cyBack = await connect(one, cy.token, sockets);
    const rejoined = await emit<{ ok: boolean; race: RaceStateView }>(cyBack, 'race:join', { code: race.code });
    expect(playerIn(rejoined.race, cy.id)).toMatchObject({ status: 'playing', away: false });
    expect((await play(adaBack, adaRun, race.moves.slice(2), 3)).runStatus).toBe('solved');
    expect((await play(cyBack, cyRun, race.moves)).runStatus).toBe('solved');
    expect((await play(bob.socket, bobRun, race.moves)).runStatus).toBe('solved');

    const end = await bob.watch.until((s) => s.status === 'finished', WAIT_MS);
    expect(end.players.map((p) => [p.name, p.status, p.rank])).toEqual([
      ['Ada', 'finished', 1],
      ['Cy', 'finished', 2],
      ['Bob', 'finished', 3],
    ]);
    // Ada was never seen away, let alone dnf.
    expect(bob.watch.states.filter((s) => playerIn(s, ada.id)?.away !== false || playerIn(s, ada.id)?.status === 'dnf')).toEqual([]);
  }, 180_000);
});
