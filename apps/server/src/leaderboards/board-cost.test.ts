import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type UnknownRow } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyDistributionOf } from '../stats/daily-distribution.ts';
import { openStore } from '../store/connect.ts';
import { kyselyStore } from '../store/kysely-store.ts';
import type { Database } from '../store/schema.ts';
import type { Store } from '../store/store.ts';
import { connectionWrites } from '../store/writes.ts';
import { leaderboardOf } from './leaderboard.ts';

/** Counts the rows every query hands back to the server. */
class RowCounter implements KyselyPlugin {
  rows = 0;
  transformQuery(args: PluginTransformQueryArgs) {
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.rows += args.result.rows.length;
    return args.result;
  }
}

const RUNS = 5_000;
const PLAYERS = 1_000;
const PUZZLE = 'same.v1.board';
const LIMIT = 10;

describe('a board request at 5,000 runs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gridrace-board-cost-'));
  const counter = new RowCounter();
  let seeding: Store;
  let reading: Store;
  beforeAll(async () => {
    seeding = await openStore(`sqlite:${join(dir, 'board.db')}`);
    const players = Array.from({ length: PLAYERS }, (_, p) => `p${p}`);
    await Promise.all(players.map((id) => seeding.createPlayer({ id, name: id, tokenHash: `h-${id}`, createdAt: 0 })));
    await Promise.all(
      Array.from({ length: RUNS }, (_, i) =>
        seeding.createRun({
          id: `r${i}`,
          playerId: `p${i % PLAYERS}`,
          puzzleId: PUZZLE,
          game: 'same',
          status: i % 3 === 0 ? 'stuck' : 'solved',
          ranked: true,
          startedAt: 0,
          timeLimitMs: null,
          finishedAt: 10_000 + i,
          timeMs: 5_000 + ((i * 7_919) % 60_000),
          moves: 30,
          score: (i * 31) % 500,
          remaining: i % 3 === 0 ? 1 + (i % 7) : 0,
        }),
      ),
    );
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(join(dir, 'board.db'), { readonly: true }) }), plugins: [counter] });
    reading = kyselyStore(db, 'sqlite', connectionWrites(db));
  }, 120_000);
  afterAll(async () => {
    await reading?.close();
    await seeding?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const rowsOf = async (ask: () => Promise<unknown>): Promise<number> => {
    counter.rows = 0;
    await ask();
    return counter.rows;
  };

  it('reads a page and the asker, not the runs: a few rows more than the page, whatever the board holds', async () => {
    const board = await leaderboardOf(reading, PUZZLE, 'same', { limit: LIMIT, offset: 500 }, 'p777');
    expect(board.total).toBe(PLAYERS);
    expect(board.entries).toHaveLength(LIMIT);
    expect(board.own?.player.id).toBe('p777');
    // The page, the total, and the asker's entry with two counts: one row each.
    expect(await rowsOf(() => leaderboardOf(reading, PUZZLE, 'same', { limit: LIMIT, offset: 500 }, 'p777'))).toBeLessThanOrEqual(LIMIT + 4);
    expect(await rowsOf(() => leaderboardOf(reading, PUZZLE, 'same', { limit: LIMIT, offset: 0 }, 'p3', 'score'))).toBeLessThanOrEqual(LIMIT + 4);
  });

  it("tells the day's distribution from counts: a handful of rows", async () => {
    const distribution = await dailyDistributionOf(reading, 'same', PUZZLE, 'p5');
    expect(distribution.count).toBe(PLAYERS);
    expect(distribution.buckets.reduce((sum, bucket) => sum + bucket.count, 0) + distribution.unfinished).toBe(PLAYERS);
    expect(await rowsOf(() => dailyDistributionOf(reading, 'same', PUZZLE, 'p5'))).toBeLessThanOrEqual(6);
  });
});
