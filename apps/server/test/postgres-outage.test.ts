import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPuzzle, replayLog, solvePuzzle, type LoggedRequest } from '@gridrace/core';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as emit } from './support/app.ts';
import { privatePostgresAvailable, startPrivatePostgres, type PrivatePostgres } from './support/private-postgres.ts';
import { spawnServer, stopServer, type ServerProcess } from './support/process.ts';

// The issue "the process must survive its database": a server on PostgreSQL whose sessions are
// cut (a restart, a failover, a proxy's idle timeout) or whose database stops for a while
// keeps running, answers `unavailable` meanwhile, is ready again soon after the database is
// back, and loses nothing it acknowledged. On a cluster of the test's own, which it may stop.

type Ack = { ok: boolean; seq?: number; runStatus?: string; error?: { code: string; message: string } };
const puzzleId = 'fifteen.v1.4.outage';
const opened = openPuzzle(puzzleId);
if (!opened.ok) throw new Error(opened.error.message);
const puzzle = solvePuzzle(opened.value);
const moves = [...puzzle.solution];

const health = async (url: string) => {
  const started = Date.now();
  const response = await fetch(`${url}/api/v1/health`);
  return { status: response.status, body: (await response.json()) as { error?: { code: string } }, ms: Date.now() - started };
};

describe.runIf(privatePostgresAvailable())('a server on PostgreSQL survives its database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gridrace-outage-'));
  let cluster: PrivatePostgres;
  let server: ServerProcess;
  let socket: Socket;
  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    server = await spawnServer({ DATABASE_URL: cluster.url, DATA_DIR: dir, DAILY_SECRET: 'outage-secret-0123456789', LOG_LEVEL: 'warn' });
  }, 120_000);
  afterAll(async () => {
    socket?.disconnect();
    if (server) await stopServer(server, 'SIGKILL');
    await cluster?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sessions cut and the cluster stopped mid-play: alive, 503 meanwhile, ready within 5 s of its return, every acknowledged move stored', async () => {
    expect(moves.length).toBeGreaterThan(12);
    const created = await fetch(`${server.url}/api/v1/players`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Outage' }) });
    const { token } = (await created.json()) as { token: string };
    socket = io(server.url, { transports: ['websocket'], auth: { token }, reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const run = await emit<{ ok: boolean; runId: string }>(socket, 'run:start', { puzzleId });
    expect(run.ok).toBe(true);
    const acked: number[] = [];
    let next = 0;
    /** Plays the next move; a refusal leaves it to be sent again (with the same seq). */
    const playNext = async (): Promise<Ack> => {
      const ack = await emit<Ack>(socket, 'run:move', { runId: run.runId, seq: next + 1, move: moves[next] });
      if (ack.ok) {
        acked.push(ack.seq!);
        next += 1;
      }
      return ack;
    };
    for (let i = 0; i < 4; i++) expect((await playNext()).ok).toBe(true);

    // Every session cut while the server's connections sit idle in its pool.
    expect(await cluster.terminateSessions()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.child.exitCode, server.output()).toBeNull();
    // The broken connections were replaced: play goes on (a request caught by the cut may be refused as unavailable).
    for (let i = 0; i < 4; i++) {
      const ack = await playNext();
      if (!ack.ok) expect(ack.error?.code).toBe('unavailable');
    }
    expect(acked.length).toBeGreaterThanOrEqual(7);
    expect((await health(server.url)).status).toBe(200);

    // The whole cluster stops (like a crash: every session cut at once).
    await cluster.stop();
    const refused = await playNext();
    expect(refused).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    const during = await fetch(`${server.url}/api/v1/players`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'During' }) });
    expect(during.status).toBe(503);
    expect(((await during.json()) as { error: { code: string } }).error.code).toBe('unavailable');
    const notReady = await health(server.url);
    expect(notReady).toMatchObject({ status: 503, body: { error: { code: 'unavailable' } } });
    expect(notReady.ms).toBeLessThan(5000);
    expect(server.child.exitCode, server.output()).toBeNull();

    await cluster.start();
    const back = Date.now();
    let ready = await health(server.url);
    while (ready.status !== 200 && Date.now() - back < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      ready = await health(server.url);
    }
    expect(ready.status).toBe(200);
    console.info(`ready again ${Date.now() - back} ms after the cluster took connections; 503 answered in ${notReady.ms} ms`);
    expect(Date.now() - back).toBeLessThan(5000);

    // The move refused during the outage is sent again, and the run is played to its end.
    while (next < moves.length) expect(await playNext()).toMatchObject({ ok: true });
    const stored = (await (await fetch(`${server.url}/api/v1/runs/${run.runId}`)).json()) as { status: string; log: LoggedRequest[] };
    expect(stored.status).toBe('solved');
    expect(stored.log.map((entry) => entry.seq)).toEqual(acked);
    expect(replayLog(puzzle, stored.log).failure).toBeUndefined();

    const output = server.output();
    expect(server.child.exitCode, output).toBeNull();
    expect(output).not.toMatch(/Unhandled 'error' event/);
    // Logged once per outage (the cut, the stop), not once per broken connection or request.
    expect(output.match(/database unavailable/g)?.length ?? 0, output).toBeGreaterThanOrEqual(1);
    expect(output.match(/database unavailable/g)?.length ?? 0, output).toBeLessThanOrEqual(2);
  }, 120_000);
});
