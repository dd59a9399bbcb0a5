import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from './connect.ts';
import type { Database } from './schema.ts';
import { rebuildStats } from './stats-entries.ts';
import type { Store } from './store.ts';

const GAMES = ['fifteen', 'same', 'walls'] as const;
/** Mostly solved: a window of 100 with two boards left unsolved has no average. */
const statusOf = (i: number) => (i % 10 === 9 ? 'playing' : i % 97 === 5 ? 'gave_up' : i % 89 === 3 ? 'stuck' : 'solved');
/** Two players, most of their runs `fifteen`: more than the longest average's window. */
const RUNS = 600;
const gameOf = (i: number) => (i % 6 < 4 ? GAMES[0] : i % 2 === 0 ? GAMES[2] : GAMES[1]);
/** Two kinds of board per game, one a run of five in twenty: windows that cross from one to the other. */
const kindOf = (i: number) =>
  [
    ['3', '4'],
    ['small', 'large'],
    ['normal', 'simple'],
  ][GAMES.indexOf(gameOf(i))]![Math.floor(i / 5) % 4 === 0 ? 1 : 0];

describe('statistics made from all runs at once (migration 0011, a bulk load)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gridrace-stats-entries-'));
  const file = join(dir, 'stats.db');
  let store: Store;
  let db: Kysely<Database>;
  beforeAll(async () => {
    store = await openStore(`sqlite:${file}`);
    for (let p = 0; p < 2; p++) await store.createPlayer({ id: `p${p}`, name: `P${p}`, tokenHash: `h${p}`, createdAt: 0 });
    await store.saveSolvedPuzzle({ id: 'fifteen.v1.3.x0', game: 'fifteen', par: 6, optimal: true, solution: [], solverVersion: 1, best: null });
    await store.saveSolvedPuzzle({ id: 'walls.v1.normal.x1', game: 'walls', par: 30, optimal: false, solution: [], solverVersion: 1, best: null });
    await store.saveDaily('1970-01-01', 'fifteen', 'fifteen.v1.4.x1');
    // Runs kept one by one as they are written, in another order than they started: what the rebuild must find again.
    for (let k = 0; k < RUNS; k++) {
      const i = (k * 7) % RUNS;
      const status = statusOf(i);
      await store.createRun({
        id: `r${String(i).padStart(3, '0')}`,
        playerId: `p${Math.floor(i / 300)}`,
        puzzleId: `${gameOf(i)}.v1.${kindOf(i)}.x${i % 2}`,
        game: gameOf(i),
        status,
        ranked: i % 11 !== 0,
        startedAt: i * 1_000,
        timeLimitMs: null,
        finishedAt: status === 'playing' ? null : i * 1_000 + 500,
        timeMs: status === 'playing' || i === 40 ? null : 500 + ((i * 13) % 7) * 100,
        moves: 5 + (i % 4),
        score: (i * 17) % 50,
        remaining: null,
      });
    }
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(file) }) });
  });
  afterAll(async () => {
    await db?.destroy();
    await store?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  // Sums of doubles taken in another order differ in their last bits.
  const totals = async () =>
    (await db.selectFrom('stats_totals').selectAll().orderBy('player_id').orderBy('game').orderBy('kind').execute()).map((row) => ({
      ...row,
      efficiency_sum: Number(row.efficiency_sum.toPrecision(12)),
    }));
  const entries = () => db.selectFrom('stats_entries').selectAll().orderBy('run_id').execute();

  it('are the entries, averages and totals kept run by run', async () => {
    const [keptEntries, keptTotals] = [await entries(), await totals()];
    expect(keptEntries.length).toBeGreaterThan(200);
    expect(keptEntries.filter((entry) => entry.ao100 !== null).length).toBeGreaterThan(0);
    for (const statement of rebuildStats()) await statement.execute(db);
    expect(await entries()).toEqual(keptEntries);
    expect(await totals()).toEqual(keptTotals);
  });
});
