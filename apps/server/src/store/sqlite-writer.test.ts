import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore } from './connect.ts';
import type { Store } from './store.ts';

const player = (id: string) => ({ id, name: id, tokenHash: `hash-${id}`, createdAt: 1_700_000_000_000 });

describe('SQLite store writes in a thread of their own', () => {
  let dir: string;
  let file: string;
  let store: Store | null;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gridrace-writer-'));
    file = join(dir, 'test.db');
    store = await openStore(`sqlite:${file}`);
  });
  afterEach(async () => {
    await store?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the event loop running while a commit waits for the database', async () => {
    // Another connection holds the write lock: the store's write must wait for it.
    const other = new SQLite(file);
    other.exec('begin immediate');
    let settled = false;
    const written = store!.createPlayer(player('ada')).then(() => (settled = true));
    // Were the write on the event loop, this timer could not fire before the write gave up
    // (busy_timeout, 5 s) and the lock could never be let go.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(settled).toBe(false);
    other.exec('commit');
    await written;
    expect(await store!.playerById('ada')).toMatchObject({ name: 'ada' });
    other.close();
  });

  it('has a write on disk, for any other connection, once its promise settles', async () => {
    await store!.createPlayer(player('bo'));
    const other = new SQLite(file, { readonly: true });
    expect(other.prepare('select name from players where id = ?').get('bo')).toEqual({ name: 'bo' });
    other.close();
  });

  it('refuses a bad write with its error, and writes nothing of it', async () => {
    await store!.createPlayer(player('cy'));
    // Same token hash: the unique constraint refuses it.
    await expect(store!.createPlayer({ ...player('dee'), tokenHash: 'hash-cy' })).rejects.toThrow(/UNIQUE/);
    expect(await store!.playerById('dee')).toBeNull();
    await store!.createPlayer(player('eve'));
    expect(await store!.playerById('eve')).not.toBeNull();
  });

  it('commits a group of moves all or none', async () => {
    await store!.createPlayer(player('fay'));
    const run = {
      id: 'r1',
      playerId: 'fay',
      puzzleId: 'fifteen.v1.3.abc',
      game: 'fifteen',
      status: 'playing',
      ranked: true,
      startedAt: 1_700_000_000_000,
      timeLimitMs: null,
      finishedAt: null,
      timeMs: null,
      moves: 0,
      score: 0,
      remaining: null,
    } as const;
    await store!.createRun(run);
    // Asked in one turn, so stored in one transaction; the second repeats a seq (primary key).
    const first = store!.appendLog('r1', { seq: 1, kind: 'move', move: 3, atMs: 10 }, { moves: 1 });
    const repeated = store!.appendLog('r1', { seq: 1, kind: 'move', move: 4, atMs: 20 }, { moves: 2 });
    await expect(first).resolves.toBeUndefined();
    await expect(repeated).rejects.toThrow();
    // The batch failed as a whole; each was then tried alone, and only the bad one failed.
    expect(await store!.logOf('r1')).toEqual([{ seq: 1, kind: 'move', move: 3, atMs: 10 }]);
    expect((await store!.runById('r1'))?.moves).toBe(1);
  });

  it('finishes the writes already asked for when it closes', async () => {
    const writes = ['gil', 'hal', 'ivy'].map((id) => store!.createPlayer(player(id)));
    await store!.close();
    store = null;
    await Promise.all(writes);
    store = await openStore(`sqlite:${file}`);
    for (const id of ['gil', 'hal', 'ivy']) expect(await store.playerById(id)).not.toBeNull();
  });
});
