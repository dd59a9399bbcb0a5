import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../test/support/databases.ts';
import { runRecord, storeBackends } from '../../test/support/store-backends.ts';
import type { RunRecord } from './store.ts';

const T0 = Date.parse('2026-03-01T12:00:00Z');

const run = (id: string, over: Partial<RunRecord> = {}): RunRecord =>
  runRecord(id, { status: 'solved', startedAt: T0, finishedAt: T0 + 10_000, timeMs: 10_000, moves: 30, ...over });

describe.each(storeBackends)('statsRunsOf on $name', ({ open }) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await open();
    await db.store.createPlayer({ id: 'p1', name: 'Ada', tokenHash: 'h1', createdAt: T0 });
    await db.store.createPlayer({ id: 'p2', name: 'Bo', tokenHash: 'h2', createdAt: T0 });
    await db.store.saveSolvedPuzzle({ id: 'fifteen.v1.3.abc', game: 'fifteen', par: 20, optimal: true, solution: [], solverVersion: 1, best: null });
    await db.store.saveDaily('2026-03-01', 'fifteen', 'fifteen.v1.4.day');
    await db.store.createRun(run('late', { startedAt: T0 + 2000 }));
    await db.store.createRun(run('early', { startedAt: T0 + 1000, puzzleId: 'fifteen.v1.4.day', status: 'gave_up', timeMs: null }));
    await db.store.createRun(run('hinted', { startedAt: T0 + 3000, ranked: false }));
    await db.store.createRun(run('playing', { startedAt: T0 + 4000, status: 'playing', timeMs: null }));
    await db.store.createRun(run('other-game', { startedAt: T0 + 5000, game: 'pipes', puzzleId: 'pipes.v1.small.x' }));
    await db.store.createRun(run('other-player', { playerId: 'p2' }));
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it("gives one player's ranked ended runs of a game, oldest first, with par and daily date", async () => {
    expect(await db.store.statsRunsOf('p1', 'fifteen')).toEqual([
      { id: 'early', game: 'fifteen', status: 'gave_up', startedAt: T0 + 1000, timeMs: null, moves: 30, score: 0, par: null, dailyDate: '2026-03-01' },
      { id: 'late', game: 'fifteen', status: 'solved', startedAt: T0 + 2000, timeMs: 10_000, moves: 30, score: 0, par: 20, dailyDate: null },
    ]);
  });

  it('gives every game without one, and nothing for a player without runs', async () => {
    expect((await db.store.statsRunsOf('p1', null)).map((r) => r.id)).toEqual(['early', 'late', 'other-game']);
    expect(await db.store.statsRunsOf('nobody', null)).toEqual([]);
  });
});
