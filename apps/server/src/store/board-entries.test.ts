import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildEntries, refreshEntriesOfPlayer } from './board-entries.ts';
import { openStore } from './connect.ts';
import type { Database } from './schema.ts';
import type { Store } from './store.ts';

const GAMES = ['fifteen', 'same', 'walls'] as const;
const STATUSES = ['solved', 'stuck', 'gave_up', 'playing'] as const;

describe('board entries made from all runs at once (migration 0007, a bulk load)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gridrace-board-entries-'));
  const file = join(dir, 'boards.db');
  let store: Store;
  let db: Kysely<Database>;
  beforeAll(async () => {
    store = await openStore(`sqlite:${file}`);
    for (let p = 0; p < 6; p++) await store.createPlayer({ id: `p${p}`, name: `P${p}`, tokenHash: `h${p}`, createdAt: 0 });
    // Runs kept one by one as they are written: the entries the rebuild must find again.
    await Promise.all(
      Array.from({ length: 150 }, (_, i) => {
        const status = STATUSES[i % STATUSES.length] ?? 'solved';
        return store.createRun({
          id: `r${String(i).padStart(3, '0')}`,
          playerId: `p${Math.floor(i / 6) % 6}`,
          puzzleId: `${GAMES[i % GAMES.length]}.v1.x${i % 2}`,
          game: GAMES[i % GAMES.length] ?? 'fifteen',
          status,
          ranked: i % 11 !== 0,
          startedAt: 0,
          timeLimitMs: null,
          finishedAt: status === 'playing' ? null : 1_000 + (i % 9) * 10,
          timeMs: status === 'playing' ? null : 500 + ((i * 13) % 7) * 100,
          moves: 5 + (i % 4),
          score: (i * 17) % 50,
          remaining: status === 'solved' ? 0 : i % 5,
        });
      }),
    );
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(file) }) });
  });
  afterAll(async () => {
    await db?.destroy();
    await store?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const entries = () => db.selectFrom('board_entries').selectAll().orderBy(['board', 'puzzle_id', 'player_id']).execute();

  it('are the entries kept run by run', async () => {
    const kept = await entries();
    expect(kept.length).toBeGreaterThan(20);
    for (const statement of rebuildEntries()) await statement.execute(db);
    expect(await entries()).toEqual(kept);
  });

  it('are chosen again for one player from their runs: none while restricted or hidden, their best of each puzzle after', async () => {
    const kept = await entries();
    const refresh = async () => {
      for (const statement of refreshEntriesOfPlayer('p2')) await statement.execute(db);
    };
    for (const column of ['restricted_at', 'hidden_at'] as const) {
      await db
        .updateTable('players')
        .set({ [column]: 5 })
        .where('id', '=', 'p2')
        .execute();
      await refresh();
      expect(await entries()).toEqual(kept.filter((entry) => entry.player_id !== 'p2'));
      await db
        .updateTable('players')
        .set({ [column]: null })
        .where('id', '=', 'p2')
        .execute();
      await refresh();
      expect(await entries()).toEqual(kept);
    }
    // A voided run leaves the board (its player's next best of that puzzle, if any, in its place); nobody else's entry moves.
    const best = kept.find((entry) => entry.player_id === 'p2');
    if (!best) throw new Error('p2 has no entry');
    await db.insertInto('run_flags').values({ run_id: best.run_id, reason: 'voided', at: 5, status: 'voided', evidence: null, reviewed_by: 'm', reviewed_at: 5 }).execute();
    await refresh();
    const after = await entries();
    const replaced = after.find((entry) => entry.board === best.board && entry.puzzle_id === best.puzzle_id && entry.player_id === 'p2');
    expect(replaced?.run_id).not.toBe(best.run_id);
    expect(after.filter((entry) => entry.player_id !== 'p2')).toEqual(kept.filter((entry) => entry.player_id !== 'p2'));
  });
});
