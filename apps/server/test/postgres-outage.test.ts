import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, health, OutagePlay, readyAfter } from './support/outage-play.ts';
import { privatePostgresAvailable, startPrivatePostgres, type PrivatePostgres } from './support/private-postgres.ts';
import { spawnServer, stopServer, type ServerProcess } from './support/process.ts';

// The issue "the process must survive its database": a server on PostgreSQL whose sessions are
// cut (a restart, a failover, a proxy's idle timeout) or whose database stops for a while
// keeps running, answers `unavailable` meanwhile, is ready again soon after the database is
// back, and loses nothing it acknowledged. On a cluster of the test's own, which it may stop.

describe.runIf(privatePostgresAvailable())('a server on PostgreSQL survives its database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gridrace-outage-'));
  let cluster: PrivatePostgres;
  let server: ServerProcess;
  let play: OutagePlay | undefined;
  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    server = await spawnServer({ DATABASE_URL: cluster.url, DATA_DIR: dir, DAILY_SECRET: 'outage-secret-0123456789', LOG_LEVEL: 'warn' });
  }, 120_000);
  afterAll(async () => {
    play?.socket.disconnect();
    if (server) await stopServer(server, 'SIGKILL');
    await cluster?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sessions cut and the cluster stopped mid-play: alive, 503 meanwhile, ready within 5 s of its return, every acknowledged move stored', async () => {
    play = await OutagePlay.start(server.url, 'fifteen.v1.3.outage');
    expect(play.movesLeft).toBeGreaterThan(12);
    for (let i = 0; i < 4; i++) expect((await play.playNext()).ok).toBe(true);

    // Every session cut while the server's connections sit idle in its pool.
    expect(await cluster.terminateSessions()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.child.exitCode, server.output()).toBeNull();
    // The broken connections were replaced: play goes on (a request caught by the cut may be refused as unavailable).
    for (let i = 0; i < 4; i++) {
      const ack = await play.playNext();
      if (!ack.ok) expect(ack.error?.code).toBe('unavailable');
    }
    expect(play.acked.length).toBeGreaterThanOrEqual(7);
    expect((await health(server.url)).status).toBe(200);

    // The whole cluster stops (like a crash: every session cut at once).
    await cluster.stop();
    expect(await play.playNext()).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    expect(await createPlayer(server.url, 'During')).toMatchObject({ status: 503, body: { error: { code: 'unavailable' } } });
    const notReady = await health(server.url);
    expect(notReady).toMatchObject({ status: 503, body: { error: { code: 'unavailable' } } });
    expect(notReady.ms).toBeLessThan(5000);
    expect(server.child.exitCode, server.output()).toBeNull();

    await cluster.start();
    const readyInMs = await readyAfter(server.url);
    console.info(`ready again ${readyInMs} ms after the cluster took connections again; not ready answered in ${notReady.ms} ms`);
    expect(readyInMs).toBeLessThan(5000);

    // The move refused during the outage is sent again, and the run is played to its end.
    await play.finishAndCheck();
    const output = server.output();
    expect(server.child.exitCode, output).toBeNull();
    expect(output).not.toMatch(/Unhandled 'error' event/);
    // Logged once per outage (the cut, the stop), not once per broken connection or request.
    const told = output.match(/database unavailable/g)?.length ?? 0;
    expect(told, output).toBeGreaterThanOrEqual(1);
    expect(told, output).toBeLessThanOrEqual(2);
  }, 120_000);
});
