import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteTestDatabase, type TestDatabase } from '../../test/support/databases.ts';
import { leaderboardOf } from './leaderboard.ts';

const PUZZLE = 'pipes.v1.6x4.board';
let db: TestDatabase;

beforeAll(async () => {
  db = await sqliteTestDatabase();
  // Five players; player i solved in (i + 1) seconds; player 0 also has a slower second run.
  for (let i = 0; i < 5; i++) {
    await db.store.createPlayer({ id: `p${i}`, name: `Player ${i}`, tokenHash: `h${i}`, createdAt: 0 });
    const run = (id: string, timeMs: number) => ({
      id,
      playerId: `p${i}`,
      puzzleId: PUZZLE,
      game: 'pipes',
      status: 'solved',
      ranked: true,
      startedAt: 1_000,
      timeLimitMs: null,
      finishedAt: 1_000 + timeMs,
      timeMs,
      moves: 10,
      score: 0,
      remaining: null,
    });
    await db.store.createRun(run(`r${i}`, (i + 1) * 1000));
    if (i === 0) await db.store.createRun(run('r0-slow', 9000));
  }
});
afterAll(async () => {
  await db?.dispose();
});

describe('leaderboardOf', () => {
  it('pages through one best run per player, and finds the asker wherever they rank', async () => {
    const board = await leaderboardOf(db.store, PUZZLE, 'pipes', { limit: 2, offset: 1 }, 'p4');
    expect(board.total).toBe(5);
    expect(board.entries.map((e) => [e.rank, e.player.id, e.timeMs])).toEqual([
      [2, 'p1', 2000],
      [3, 'p2', 3000],
    ]);
    expect(board.own).toMatchObject({ rank: 5, player: { id: 'p4', name: 'Player 4' }, runId: 'r4' });
    expect(board.entries[0]?.finishedAt).toBe(new Date(3000).toISOString());
  });

  it('counts only the best run of a player with several', async () => {
    const board = await leaderboardOf(db.store, PUZZLE, 'pipes', { limit: 10, offset: 0 }, 'p0');
    expect(board.entries.filter((e) => e.player.id === 'p0').map((e) => e.runId)).toEqual(['r0']);
    expect(board.own?.rank).toBe(1);
  });

  it('has no own entry for a player without a finished run, and an empty page past the end', async () => {
    const board = await leaderboardOf(db.store, PUZZLE, 'pipes', { limit: 10, offset: 50 }, 'nobody');
    expect(board).toEqual({ puzzleId: PUZZLE, total: 5, entries: [], own: null });
  });
});
