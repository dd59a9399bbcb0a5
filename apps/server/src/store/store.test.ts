import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../test/support/databases.ts';
import { runRecord as run, storeBackends } from '../../test/support/store-backends.ts';

// One suite, two databases: the store must behave the same on both.
describe.each(storeBackends)('store on $name', ({ open }) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await open();
    await db.store.createPlayer({ id: 'p1', name: 'Ada', tokenHash: 'h1', createdAt: 1_700_000_000_000 });
    await db.store.createPlayer({ id: 'p2', name: 'Bo', tokenHash: 'h2', createdAt: 1_700_000_000_001 });
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it('finds players by id and by token hash, and refuses a duplicate token hash', async () => {
    expect(await db.store.playerById('p1')).toEqual({ id: 'p1', name: 'Ada', tokenHash: 'h1', createdAt: 1_700_000_000_000, accountAt: null, deletedAt: null, bot: false });
    expect((await db.store.playerByTokenHash('h2'))?.id).toBe('p2');
    expect(await db.store.playerByTokenHash('nope')).toBeNull();
    await expect(db.store.createPlayer({ id: 'p3', name: 'C', tokenHash: 'h1', createdAt: 1 })).rejects.toThrow();
  });

  it('renames a player and keeps its token', async () => {
    await db.store.createPlayer({ id: 'p9', name: 'Before', tokenHash: 'h9', createdAt: 5 });
    await db.store.renamePlayer('p9', 'After');
    expect(await db.store.playerByTokenHash('h9')).toEqual({ id: 'p9', name: 'After', tokenHash: 'h9', createdAt: 5, accountAt: null, deletedAt: null, bot: false });
  });

  it('keeps the first solved puzzle when saved twice', async () => {
    const first = { id: 'x', game: 'fifteen', par: 7, optimal: true, solution: [{ x: 1, y: 2 }], solverVersion: 1, best: null };
    await db.store.saveSolvedPuzzle(first);
    await db.store.saveSolvedPuzzle({ ...first, par: 9, optimal: false, solution: [] });
    expect(await db.store.solvedPuzzle('x')).toEqual(first);
    expect(await db.store.solvedPuzzle('y')).toBeNull();
  });

  it("takes a newer solver's par, and only ever raises the best-known score", async () => {
    const best = { score: 500, moves: [{ x: 0, y: 1 }], work: 1000 };
    const old = { id: 's', game: 'same', par: 30, optimal: false, solution: [{ x: 3, y: 3 }], solverVersion: 1, best };
    await db.store.saveSolvedPuzzle(old);
    // A newer solver with a lower best score: its par is taken, the best score stays.
    const newer = { ...old, par: 28, solution: [{ x: 2, y: 2 }], solverVersion: 2, best: { score: 400, moves: [], work: 5 } };
    await db.store.saveSolvedPuzzle(newer);
    expect(await db.store.solvedPuzzle('s')).toEqual({ ...newer, best });
    // The same version again with a higher best score: par stays, the best score rises.
    const higher = { score: 700, moves: [{ x: 1, y: 1 }], work: 9000 };
    await db.store.saveSolvedPuzzle({ ...old, par: 40, solverVersion: 2, best: higher });
    expect(await db.store.solvedPuzzle('s')).toEqual({ ...newer, best: higher });
  });

  it('keeps one daily per date and game', async () => {
    await db.store.saveDaily('2026-01-02', 'pipes', 'pipes.v1.a.b');
    await db.store.saveDaily('2026-01-02', 'pipes', 'pipes.v1.a.c');
    expect(await db.store.dailyPuzzleId('2026-01-02', 'pipes')).toBe('pipes.v1.a.b');
    expect(await db.store.dailyPuzzleId('2026-01-03', 'pipes')).toBeNull();
  });

  it('appends log entries with the run update in one transaction, in seq order', async () => {
    await db.store.createRun(run('r1'));
    await db.store.appendLog('r1', { seq: 2, kind: 'undo', move: null, atMs: 900 });
    await db.store.appendLog('r1', { seq: 1, kind: 'move', move: { x: 0, y: 1 }, atMs: 500 });
    await db.store.appendLog('r1', { seq: 3, kind: 'hint', move: { x: 2, y: 2 }, atMs: 1000 }, { ranked: false });
    expect(await db.store.logOf('r1')).toEqual([
      { seq: 1, kind: 'move', move: { x: 0, y: 1 }, atMs: 500 },
      { seq: 2, kind: 'undo', move: null, atMs: 900 },
      { seq: 3, kind: 'hint', move: { x: 2, y: 2 }, atMs: 1000 },
    ]);
    expect((await db.store.runById('r1'))?.ranked).toBe(false);
  });

  it('refuses a repeated seq and leaves the run untouched', async () => {
    await db.store.createRun(run('r2'));
    await db.store.appendLog('r2', { seq: 1, kind: 'move', move: { x: 1, y: 1 }, atMs: 10 });
    await expect(db.store.appendLog('r2', { seq: 1, kind: 'move', move: { x: 0, y: 0 }, atMs: 20 }, { status: 'solved' })).rejects.toThrow();
    expect(await db.store.logOf('r2')).toHaveLength(1);
    expect((await db.store.runById('r2'))?.status).toBe('playing');
  });

  it('lists ranked finished runs of a puzzle with player names, and a player history newest first', async () => {
    const finished = { status: 'solved', finishedAt: 1_700_000_005_000, timeMs: 5000, moves: 20 };
    await db.store.createRun(run('r3', { ...finished, startedAt: 1_700_000_000_100 }));
    await db.store.createRun(run('r4', { ...finished, playerId: 'p2', startedAt: 1_700_000_000_200 }));
    await db.store.createRun(run('r5', { ...finished, ranked: false, startedAt: 1_700_000_000_300 }));
    await db.store.updateRun('r4', { timeMs: 4000, finishedAt: 1_700_000_004_000 });
    const ranked = await db.store.rankedRunsOf('fifteen.v1.3.abc');
    expect(ranked.map((r) => [r.id, r.playerName, r.timeMs]).sort()).toEqual([
      ['r3', 'Ada', 5000],
      ['r4', 'Bo', 4000],
    ]);
    const history = await db.store.runsOfPlayer('p1', 2);
    expect(history.map((r) => r.id)).toEqual(['r5', 'r3']);
    expect(history[0]?.startedAt).toBe(1_700_000_000_300);
  });

  it('lists the timed runs still in play', async () => {
    await db.store.createRun(run('t1', { game: 'walls', timeLimitMs: 300_000 }));
    await db.store.createRun(run('t2', { game: 'walls', timeLimitMs: 300_000, status: 'ended' }));
    expect(await db.store.timedRunsInPlay()).toEqual(['t1']);
  });

  it('lists the runs whose puzzle has no stored par yet', async () => {
    await db.store.createRun(run('w1', { puzzleId: 'fifteen.v1.3.waiting' }));
    await db.store.createRun(run('w2', { puzzleId: 'fifteen.v1.3.known', status: 'solved' }));
    await db.store.saveSolvedPuzzle({ id: 'fifteen.v1.3.known', game: 'fifteen', par: 7, optimal: true, solution: [], solverVersion: 1, best: null });
    const waiting = await db.store.runsAwaitingPar();
    expect(waiting).toContainEqual({ id: 'w1', puzzleId: 'fifteen.v1.3.waiting' });
    expect(waiting.map((r) => r.id)).not.toContain('w2');
  });

  it('answers a ping', async () => {
    await expect(db.store.ping()).resolves.toBeUndefined();
  });

  it('takes a write that changes nothing, and tells when the database takes no writes at all', async () => {
    const before = await db.store.runsOfPlayer('p1', 100);
    await expect(db.store.probeWrite()).resolves.toBeUndefined();
    expect(await db.store.runsOfPlayer('p1', 100)).toEqual(before);
    const readOnly = db.readOnly();
    await expect(readOnly.ping()).resolves.toBeUndefined();
    await expect(readOnly.probeWrite()).rejects.toThrow(/readonly|read-only/);
  });
});
