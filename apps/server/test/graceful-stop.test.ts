import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPlayer, type Ack } from './support/outage-play.ts';
import { request as emit } from './support/app.ts';
import { spawnServer, stopServer, type ServerProcess } from './support/process.ts';
import { io } from 'socket.io-client';

// The issue "the process must survive its database", its last point: a graceful stop answers
// what still waits for the solver with 503 `unavailable` (over sockets, an ack with that code),
// logs one line for the stop and no error, and exits 0.

// A par that holds the one solver thread for seconds (a 5x5 fifteen, its pattern databases
// built first, about 16 s, in the test's own empty cache): still solving at the stop, the hint
// waiting behind it.
const SLOW_PAR = 'fifteen.v1.5.slowa';
const RUN = 'walls.v1.complex.slowb';

describe('a graceful stop with requests waiting for the solver', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gridrace-stop-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    if (server) await stopServer(server, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers them 503 unavailable, logs one line and no error, and exits 0', async () => {
    server = await spawnServer({
      DATABASE_URL: `sqlite:${join(dir, 'gridrace.db')}`,
      DATA_DIR: dir,
      DAILY_SECRET: 'stop-secret-0123456789',
      LOG_LEVEL: 'info',
      SOLVER_THREADS: '1',
      GRIDRACE_CACHE_DIR: join(dir, 'patterns'),
    });
    const { body } = await createPlayer(server.url, 'Stopper');
    const socket = io(server.url, { transports: ['websocket'], auth: { token: body.token }, reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const run = await emit<{ ok: boolean; runId: string }>(socket, 'run:start', { puzzleId: RUN });
    expect(run.ok).toBe(true);
    // The run's own par (half a second) is solved before the slow one takes the thread.
    expect((await fetch(`${server.url}/api/v1/puzzles/${RUN}`)).status).toBe(200);
    // Unanswered (the connection cut), they settle with the error, for the assertions below to show.
    const puzzle = fetch(`${server.url}/api/v1/puzzles/${SLOW_PAR}`)
      .then(async (response) => ({ status: response.status, body: (await response.json()) as { error?: { code: string } } }))
      .catch((error: unknown) => ({ failed: String(error) }));
    // The slow par must hold the thread before the hint is asked: a hint first in line would be
    // answered at once (its work is bounded, and hints go first).
    await new Promise((resolve) => setTimeout(resolve, 500));
    const hint = emit<Ack>(socket, 'run:hint', { runId: run.runId, seq: 1 }).catch((error: unknown) => ({ failed: String(error) }));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = server.output().length;
    const stopped = Date.now();
    const code = await stopServer(server, 'SIGTERM');
    const stopMs = Date.now() - stopped;
    socket.disconnect();

    expect(await puzzle).toMatchObject({ status: 503, body: { error: { code: 'unavailable' } } });
    expect(await hint).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    expect(code).toBe(0);
    const output = server.output().slice(before);
    console.info(`stopped in ${stopMs} ms`);
    expect(output).not.toMatch(/Terminating worker thread/);
    // Nothing at error level (50) or above, and one line for the stop.
    const lines = output.split('\n').filter((line) => line.startsWith('{'));
    expect(
      lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50),
      output,
    ).toEqual([]);
    expect(
      lines.filter((line) => line.includes('closing')),
      output,
    ).toHaveLength(1);
  }, 120_000);
});
