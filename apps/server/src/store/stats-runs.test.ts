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
      { id: 'early', game: 'fifteen', status: 'gave_up', startedAt: T0 + 1000, timeMs: null, moves: 30, score: 0, par: null, dailyDate: '2026-03-01', finishedAt: T0 + 10_000 },
      { id: 'late', game: 'fifteen', status: 'solved', startedAt: T0 + 2000, timeMs: 10_000, moves: 30, score: 0, par: 20, dailyDate: null, finishedAt: T0 + 10_000 },
    ]);
  });

  it('gives only the runs that ended at or after an instant, when asked', async () => {
    await db.store.createRun(run('later-end', { startedAt: T0 + 500, finishedAt: T0 + 60_000 }));
    expect((await db.store.statsRunsOf('p1', 'fifteen', T0 + 60_000)).map((r) => r.id)).toEqual(['later-end']);
    expect((await db.store.statsRunsOf('p1', 'fifteen', T0 + 60_001)).map((r) => r.id)).toEqual([]);
    expect((await db.store.statsRunsOf('p1', 'fifteen')).map((r) => r.id)).toEqual(['later-end', 'early', 'late']);
  });

  it('gives every game without one, and nothing for a player without runs', async () => {
    expect((await db.store.statsRunsOf('p1', null)).map((r) => r.id)).toEqual(['later-end', 'early', 'late', 'other-game']);
    expect(await db.store.statsRunsOf('nobody', null)).toEqual([]);
  });

  it('fingerprints each game of ranked ended runs, and the fingerprint moves when one changes', async () => {
    const before = await db.store.statsFingerprintsOf('p1', null);
    expect([...before.keys()].sort()).toEqual(['fifteen', 'pipes']);
    expect(await db.store.statsFingerprintsOf('nobody', null)).toEqual(new Map());
    // A run in play changes nothing; the same run once solved does.
    await db.store.updateRun('playing', { moves: 31 });
    expect((await db.store.statsFingerprintsOf('p1', 'fifteen')).get('fifteen')).toBe(before.get('fifteen'));
    await db.store.updateRun('playing', { status: 'solved', timeMs: 9_000, finishedAt: T0 + 13_000 });
    const after = await db.store.statsFingerprintsOf('p1', 'fifteen');
    expect([...after.keys()]).toEqual(['fifteen']);
    expect(after.get('fifteen')).not.toBe(before.get('fifteen'));
    // A counted run's score changing (a walls run improved after reaching par) moves it too.
    await db.store.updateRun('late', { score: 5 });
    expect((await db.store.statsFingerprintsOf('p1', 'fifteen')).get('fifteen')).not.toBe(after.get('fifteen'));
  });

  it("fingerprints a puzzle's ranked ended runs, and the fingerprint moves when one is added", async () => {
    const before = await db.store.rankedRunsFingerprintOf('fifteen.v1.3.abc');
    expect(await db.store.rankedRunsFingerprintOf('fifteen.v1.3.abc')).toBe(before);
    await db.store.createRun(run('another', { playerId: 'p2', startedAt: T0 + 6000, timeMs: 7_000 }));
    expect(await db.store.rankedRunsFingerprintOf('fifteen.v1.3.abc')).not.toBe(before);
    expect(await db.store.rankedRunsFingerprintOf('nobody.v1.x')).toBe(await db.store.rankedRunsFingerprintOf('nobody.v1.y'));
  });
});
