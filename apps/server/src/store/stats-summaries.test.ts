import { statsKindOf, type GameName } from '@gridrace/core';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../test/support/databases.ts';
import { runRecord, storeBackends } from '../../test/support/store-backends.ts';
import { HISTORY_POINTS, summaryOfRuns, type StatsRun } from '../stats/player-stats.ts';
import { statsOfPlayer } from '../stats/stats-of-player.ts';
import type { RunRecord, StatsSummary } from './store.ts';

const T0 = Date.parse('2026-03-01T12:00:00Z');
const DAILY = 'fifteen.v1.4.day';
const MANY = 100;

/** Doubles summed in another order differ in their last bits: compared to 12 significant digits. */
const rounded = (value: unknown): unknown =>
  typeof value === 'number'
    ? Number(value.toPrecision(12))
    : Array.isArray(value)
      ? value.map(rounded)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rounded(v)]))
        : value;

/** What the store should keep: the runs folded in JavaScript (player-stats.ts's definition). */
const oldestFirst = (runs: readonly StatsRun[]) => [...runs].sort((a, b) => a.startedAt - b.startedAt || (a.id < b.id ? -1 : 1));
/** `ofGame`: all the game's runs, whose dailies are every kind's (a streak is the game's). */
const expected = (game: GameName, kind: string, runs: readonly StatsRun[], ofGame = runs): StatsSummary =>
  summaryOfRuns(game, kind, oldestFirst(runs), HISTORY_POINTS, oldestFirst(ofGame));

const asStatsRun = (run: RunRecord, par: number | null, dailyDate: string | null = null): StatsRun => ({
  id: run.id,
  status: run.status,
  startedAt: run.startedAt,
  timeMs: run.timeMs,
  moves: run.moves,
  score: run.score,
  par,
  dailyDate,
});

/** A deterministic stream of numbers in [0, 1) (a linear congruential generator): no Math.random in tests that must repeat. */
function numbers(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe.each(storeBackends)('statistics kept in the database on $name', ({ open }) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await open();
    for (const id of ['p1', 'p2', 'p3', 'p4']) await db.store.createPlayer({ id, name: id, tokenHash: `h-${id}`, createdAt: T0 });
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it("keeps one player's ranked ended runs per kind of board, with par and daily date", async () => {
    await db.store.saveSolvedPuzzle({ id: 'fifteen.v1.3.abc', game: 'fifteen', par: 20, optimal: true, solution: [], solverVersion: 1, best: null });
    await db.store.saveDaily('2026-03-01', 'fifteen', DAILY);
    const run = (id: string, over: Partial<RunRecord> = {}) =>
      runRecord(id, { playerId: 'p1', status: 'solved', startedAt: T0, finishedAt: T0 + 10_000, timeMs: 10_000, moves: 30, ...over });
    const late = run('late', { startedAt: T0 + 2000 });
    // A 4x4 daily, slower: no 3x3 figure of it counts, nor the 3x3's of it.
    const early = run('early', { startedAt: T0 + 1000, puzzleId: DAILY, status: 'gave_up', timeMs: null });
    const otherGame = run('other-game', { startedAt: T0 + 5000, game: 'pipes', puzzleId: 'pipes.v1.small.x' });
    const custom = run('custom', { startedAt: T0 + 6000, puzzleId: 'fifteen.d.a-b_c', timeMs: 900 });
    const odd = run('odd-seed', { startedAt: T0 + 500, puzzleId: 'fifteen.v1.3.~aGVsbG8gd29ybGQ', timeMs: 12_000 });
    for (const stored of [
      late,
      early,
      custom,
      odd,
      run('hinted', { startedAt: T0 + 3000, ranked: false }),
      run('playing', { startedAt: T0 + 4000, status: 'playing', timeMs: null }),
      otherGame,
      run('other-player', { playerId: 'p2' }),
    ]) {
      await db.store.createRun(stored);
    }
    const [threes, daily, customs] = [[asStatsRun(late, 20), asStatsRun(odd, null)], [asStatsRun(early, null, '2026-03-01')], [asStatsRun(custom, null)]];
    const fifteen = [...threes, ...daily, ...customs];
    expect(await db.store.statsSummaryOf('p1', 'fifteen', 'fifteen.v1.3', HISTORY_POINTS)).toEqual(expected('fifteen', 'fifteen.v1.3', threes, fifteen));
    expect(await db.store.statsSummaryOf('p1', 'fifteen', 'fifteen.v1.4', HISTORY_POINTS)).toEqual(expected('fifteen', 'fifteen.v1.4', daily, fifteen));
    expect(await db.store.statsSummaryOf('p1', 'fifteen', 'fifteen.d', HISTORY_POINTS)).toEqual(expected('fifteen', 'fifteen.d', customs, fifteen));
    expect(await db.store.statsSummaryOf('p1', 'fifteen', 'fifteen.v1.5', HISTORY_POINTS)).toBeNull();
    // Each id's kind as core's statsKindOf tells it, the one played last first.
    expect(await db.store.statsKindsOf('p1', null, MANY)).toEqual([
      { game: 'fifteen', kind: 'fifteen.d', runs: 1, lastStartedAt: T0 + 6000 },
      { game: 'pipes', kind: 'pipes.v1.small', runs: 1, lastStartedAt: T0 + 5000 },
      { game: 'fifteen', kind: 'fifteen.v1.3', runs: 2, lastStartedAt: T0 + 2000 },
      { game: 'fifteen', kind: 'fifteen.v1.4', runs: 1, lastStartedAt: T0 + 1000 },
    ]);
    for (const stored of [late, early, custom, odd, otherGame])
      expect((await db.store.statsKindsOf('p1', null, MANY)).map((row) => row.kind)).toContain(statsKindOf(stored.puzzleId));
    expect((await db.store.statsKindsOf('p1', 'fifteen', 2)).map((row) => row.kind)).toEqual(['fifteen.d', 'fifteen.v1.3']);
    expect(await db.store.statsKindsOf('nobody', null, MANY)).toEqual([]);
  });

  it("tells a player's figures per kind: the first 3x3 after 4x4s is the 3x3's best, a Walls level beats only itself", async () => {
    await db.store.createPlayer({ id: 'p5', name: 'p5', tokenHash: 'h-p5', createdAt: T0 });
    const run = (id: string, puzzleId: string, at: number, over: Partial<RunRecord>) =>
      runRecord(id, { playerId: 'p5', puzzleId, game: puzzleId.startsWith('walls') ? 'walls' : 'fifteen', status: 'solved', startedAt: T0 + at, finishedAt: T0 + at + 1, ...over });
    for (const stored of [
      run('big-1', 'fifteen.v1.4.a', 1000, { timeMs: 40_000, moves: 90 }),
      run('big-2', 'fifteen.v1.4.b', 2000, { timeMs: 30_000, moves: 80 }),
      run('small-1', 'fifteen.v1.3.c', 3000, { timeMs: 50_000, moves: 40 }),
      run('level-1', 'walls.v1.7x4w3c0r10.journey-0', 4000, { score: 9 }),
      run('level-2', 'walls.v1.8x5w4c0r10.journey-0', 5000, { score: 5 }),
    ]) {
      await db.store.createRun(stored);
    }
    const [fifteen] = (await statsOfPlayer(db.store, 'p5', 'fifteen', '2026-03-01')) ?? [];
    expect(fifteen).toMatchObject({ kind: 'fifteen.v1.3', runs: 1, bests: { time: { value: 50_000, runId: 'small-1' } } });
    expect(fifteen?.kinds.map(({ kind, params, board, runs }) => ({ kind, params, board, runs }))).toEqual([
      { kind: 'fifteen.v1.3', params: '3', board: '3×3', runs: 1 },
      { kind: 'fifteen.v1.4', params: '4', board: '4×4', runs: 2 },
    ]);
    const [four] = (await statsOfPlayer(db.store, 'p5', 'fifteen', '2026-03-01', 'fifteen.v1.4')) ?? [];
    expect(four).toMatchObject({ kind: 'fifteen.v1.4', runs: 2, bests: { time: { value: 30_000, runId: 'big-2' } } });
    const [walls] = (await statsOfPlayer(db.store, 'p5', 'walls', '2026-03-01')) ?? [];
    expect(walls).toMatchObject({ kind: 'walls.v1.8x5w4c0r10', runs: 1, bests: { score: { value: 5, runId: 'level-2' } } });
    expect(walls?.kinds.map((kind) => kind.board)).toEqual(['8×5, journey level 2', '7×4, journey level 1']);
    // Every game, each of its kind played last; a kind never played has no figures.
    expect((await statsOfPlayer(db.store, 'p5', null, '2026-03-01'))?.map((game) => [game.game, game.kind, game.runs])).toEqual([
      ['fifteen', 'fifteen.v1.3', 1],
      ['walls', 'walls.v1.8x5w4c0r10', 1],
    ]);
    expect((await statsOfPlayer(db.store, 'p5', 'fifteen', '2026-03-01', 'fifteen.v1.6'))?.[0]).toMatchObject({ kind: 'fifteen.v1.6', runs: 0, bests: { time: null } });
  });

  it('agrees with all the runs folded, when runs end out of order, stop ranking and get a par late', async () => {
    const next = numbers(7);
    const games: GameName[] = ['fifteen', 'walls'];
    const runs = new Map<string, { record: RunRecord; puzzle: string }>();
    for (let i = 0; i < 260; i++) {
      const game = games[i % 2] as GameName;
      // Two kinds of board per game, whose windows and bests must not mix.
      const board = Math.floor(next() * 12);
      const puzzle = `${game}.v1.${game === 'walls' ? (board % 2 ? 'simple' : 'normal') : 3 + (board % 2)}.bench-${board}`;
      const record = runRecord(`mix-${String(i).padStart(3, '0')}`, { playerId: 'p3', game, puzzleId: puzzle, startedAt: T0 + Math.floor(next() * 50) * 1000 });
      runs.set(record.id, { record, puzzle });
      await db.store.createRun(record);
    }
    await db.store.saveSolvedPuzzle({ id: 'fifteen.v1.4.bench-1', game: 'fifteen', par: 25, optimal: true, solution: [], solverVersion: 1, best: null });
    await db.store.saveSolvedPuzzle({ id: 'walls.v1.normal.bench-2', game: 'walls', par: 40, optimal: false, solution: [], solverVersion: 1, best: null });
    // They end in another order than they started: each lands among the windows of the others.
    const order = [...runs.values()].map((entry) => ({ entry, key: next() })).sort((a, b) => a.key - b.key);
    for (const [k, { entry }] of order.entries()) {
      const outcome = next();
      const timeMs = 1_000 + Math.floor(next() * 30_000);
      const update = {
        status: outcome < 0.2 ? 'gave_up' : 'solved',
        finishedAt: T0 + 100_000 + k,
        timeMs: outcome < 0.2 ? null : outcome < 0.25 ? 0 : timeMs,
        moves: Math.floor(next() * 80),
        score: Math.floor(next() * 60),
      } as const;
      await db.store.updateRun(entry.record.id, update);
      entry.record = { ...entry.record, ...update };
    }
    // Some stop ranking after they ended (a flag), and pars arrive or change after the runs.
    for (const id of ['mix-010', 'mix-011', 'mix-100']) {
      await db.store.updateRun(id, { ranked: false });
      runs.delete(id);
    }
    const pars = new Map<string, number>([
      ['fifteen.v1.4.bench-1', 22],
      ['fifteen.v1.4.bench-3', 30],
      ['walls.v1.normal.bench-2', 40],
      ['walls.v1.simple.bench-5', 35],
    ]);
    for (const [id, par] of pars) {
      await db.store.saveSolvedPuzzle({ id, game: id.startsWith('walls') ? 'walls' : 'fifteen', par, optimal: true, solution: [], solverVersion: 2, best: null });
    }
    const kinds = await db.store.statsKindsOf('p3', null, MANY);
    expect(kinds.map((row) => row.kind).sort()).toEqual(['fifteen.v1.3', 'fifteen.v1.4', 'walls.v1.normal', 'walls.v1.simple']);
    for (const { game, kind } of kinds) {
      const ofGame = [...runs.values()].filter(({ record }) => record.game === game);
      const mine = ofGame.filter(({ puzzle }) => statsKindOf(puzzle) === kind).map(({ record, puzzle }) => asStatsRun(record, pars.get(puzzle) ?? null));
      const kept = await db.store.statsSummaryOf('p3', game, kind, HISTORY_POINTS);
      expect(rounded(kept)).toEqual(
        rounded(
          expected(
            game as GameName,
            kind,
            mine,
            ofGame.map(({ record }) => asStatsRun(record, null)),
          ),
        ),
      );
    }
  });

  it("reads a bounded number of rows for a player's statistics, however many runs they have", async () => {
    const rows = { read: 0 };
    const counting: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        rows.read += args.result.rows.length;
        return args.result;
      },
    };
    const reader = db.readOnly([counting]);
    const readFor = async () => {
      rows.read = 0;
      const stats = await statsOfPlayer(reader, 'p4', 'fifteen', '2026-03-10');
      return { read: rows.read, runs: stats?.[0]?.runs };
    };
    const add = (from: number, count: number) =>
      Promise.all(
        Array.from({ length: count }, (_, k) => {
          const i = from + k;
          const startedAt = T0 + i * 1000;
          return db.store.createRun(
            runRecord(`many-${i}`, {
              playerId: 'p4',
              status: i % 9 === 0 ? 'gave_up' : 'solved',
              startedAt,
              finishedAt: startedAt + 500,
              timeMs: i % 9 === 0 ? null : 400 + (i % 37),
              moves: 20 + (i % 13),
            }),
          );
        }),
      );
    await add(0, HISTORY_POINTS);
    const few = await readFor();
    await add(HISTORY_POINTS, HISTORY_POINTS);
    const many = await readFor();
    expect([few.runs, many.runs]).toEqual([HISTORY_POINTS, 2 * HISTORY_POINTS]);
    // The latest runs for the chart, one row of totals, the first entry of a few indexes.
    expect(many.read).toBeLessThanOrEqual(HISTORY_POINTS + 12);
    expect(many.read).toBe(few.read);
  });
});
