import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteTestDatabase, type TestDatabase } from '../../test/support/databases.ts';
import { runRecord } from '../../test/support/store-backends.ts';
import { playerRuns } from './profile.ts';

const T0 = Date.parse('2026-03-01T12:00:00Z');

describe("a player's page", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await sqliteTestDatabase();
    await db.store.createPlayer({ id: 'p1', name: 'P1', tokenHash: 'h1', createdAt: T0 });
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it('holds one personal best per kind of board, not every run', async () => {
    const solved = (id: string, puzzleId: string, timeMs: number, at: number, game: 'fifteen' | 'walls' = 'fifteen', score = 0) =>
      db.store.createRun(runRecord(id, { puzzleId, game, status: 'solved', startedAt: T0 + at, finishedAt: T0 + at + timeMs, timeMs, moves: 30, score }));
    await solved('three-slow', 'fifteen.v1.3.a', 20_000, 0);
    await solved('three-fast', 'fifteen.v1.3.b', 9_000, 100_000);
    await solved('three-mid', 'fifteen.v1.3.c', 12_000, 200_000);
    await solved('four', 'fifteen.v1.4.a', 60_000, 300_000);
    await solved('custom', 'fifteen.d.abc', 5_000, 400_000);
    await solved('level-1', 'walls.v1.7x4w3c0r10.journey-0', 10_000, 500_000, 'walls', 9);
    await solved('level-2', 'walls.v1.8x5w4c0r10.journey-0', 10_000, 600_000, 'walls', 4);
    await db.store.createRun(runRecord('unranked', { puzzleId: 'fifteen.v1.3.d', status: 'solved', ranked: false, startedAt: T0, finishedAt: T0 + 1000, timeMs: 1000, moves: 30 }));
    const { personalBests, history } = await playerRuns(db.store, 'p1');
    expect(personalBests.map((run) => run.runId)).toEqual(['level-2', 'level-1', 'custom', 'four', 'three-fast']);
    expect(history).toHaveLength(8);
  });
});
