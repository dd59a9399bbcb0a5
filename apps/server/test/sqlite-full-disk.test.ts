import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, health, OutagePlay, readyAfter } from './support/outage-play.ts';
import { spawnServer, stopServer, type ServerProcess } from './support/process.ts';
import { smallDiskOrSkip, type SmallDisk } from './support/small-disk.ts';

// The issue "the process must survive its database", on SQLite: a disk that fills up makes
// every write fail (SQLITE_FULL). Those requests are answered 503 `unavailable` (not 500),
// readiness says so (the outcome of real commits counts, not only an empty write), and once
// there is room again, both come back; nothing acknowledged is lost.

const disk = await smallDiskOrSkip(8);

describe.runIf(disk !== null)('a server on SQLite whose disk fills up', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gridrace-full-'));
  let server: ServerProcess;
  let play: OutagePlay | undefined;
  beforeAll(async () => {
    server = await spawnServer({ DATABASE_URL: `sqlite:${join(disk!.path, 'gridrace.db')}`, DATA_DIR: dir, DAILY_SECRET: 'full-disk-secret-0123456789' });
  }, 120_000);
  afterAll(async () => {
    play?.socket.disconnect();
    if (server) await stopServer(server, 'SIGKILL');
    await (disk as SmallDisk | null)?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers writes 503 unavailable and is not ready while full; ready and writing again once freed, every acknowledged move stored', async () => {
    play = await OutagePlay.start(server.url, 'fifteen.v1.3.full-disk');
    for (let i = 0; i < 4; i++) expect((await play.playNext()).ok).toBe(true);

    disk!.fill();
    // The log's file may still have room from before: writes go on until they need a new page.
    let refused: { status: number; body: { error?: { code: string } } } | undefined;
    for (let i = 0; i < 2000 && !refused; i++) {
      const created = await createPlayer(server.url, `Filler ${i}`);
      if (created.status !== 201) refused = created;
    }
    expect(refused).toMatchObject({ status: 503, body: { error: { code: 'unavailable' } } });
    const move = await play.playNext();
    expect(move).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    // The probe alone (an empty write) would pass on a full disk: the failed commits count.
    const notReady = await health(server.url);
    expect(notReady).toMatchObject({ status: 503, body: { error: { code: 'unavailable', message: expect.stringMatching(/takes no writes.*SQLITE_FULL/) } } });
    expect(server.child.exitCode).toBeNull();

    disk!.free();
    const readyInMs = await readyAfter(server.url);
    console.info(`ready again ${readyInMs} ms after the disk was freed`);
    expect(readyInMs).toBeLessThan(5000);
    expect((await createPlayer(server.url, 'After')).status).toBe(201);
    await play.finishAndCheck();
    const output = server.output();
    expect(output.match(/database unavailable/g)?.length ?? 0, output).toBe(1);
    expect(output, output).not.toMatch(/"level":50/);
  }, 120_000);
});
