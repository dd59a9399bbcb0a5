import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore } from './connect.ts';

describe("the store's own instants", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'gridrace-store-clock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('stamps a stored solved puzzle by the clock it is given, not the machine', async () => {
    const file = join(dir, 'test.db');
    const store = await openStore(`sqlite:${file}`, { now: () => 1_234_567 });
    await store.saveSolvedPuzzle({ id: 'fifteen.v1.3.abc', game: 'fifteen', par: 7, optimal: true, solution: [], solverVersion: 1, best: null });
    await store.close();
    const db = new SQLite(file, { readonly: true });
    try {
      expect(db.prepare('select created_at from puzzles').all()).toEqual([{ created_at: 1_234_567 }]);
    } finally {
      db.close();
    }
  });
});
