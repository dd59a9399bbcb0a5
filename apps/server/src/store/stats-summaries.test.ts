import type { GameName } from '@gridrace/core';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../test/support/databases.ts';
import { runRecord, storeBackends } from '../../test/support/store-backends.ts';
import { HISTORY_POINTS, summaryOfRuns, type StatsRun } from '../stats/player-stats.ts';
import { statsOfPlayer } from '../stats/stats-of-player.ts';
import type { RunRecord, StatsSummary } from './store.ts';

const T0 = Date.parse('2026-03-01T12:00:00Z');
const DAILY = 'fifteen.v1.4.day';

/** Doubles summed in another order differ in their last bits: compared to 12 significant digits. */
const rounded = (value: unknown): unknown =>
  typeof value === 'number' ? Number(value.toPrecision(12)) : Array.isArray(value) ? value.map(rounded) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rounded(v)])) : value;

/** What the store should keep: the runs folded in JavaScript (player-stats.ts's definition). */
const expected = (game: GameName, runs: readonly StatsRun[]): StatsSummary => summaryOfRuns(game, [...runs].sort((a, b) => a.startedAt - b.startedAt || (a.id < b.id ? -1 : 1)));

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

  it("keeps one player's ranked ended runs of a game, with par and daily date", async () => {
    await db.store.saveSolvedPuzzle({ id: 'fifteen.v1.3.abc', game: 'fifteen', par: 20, optimal: true, solution: [], solverVersion: 1, best: null });
    await db.store.saveDaily('2026-03-01', 'fifteen', DAILY);
    const run = (id: string, over: Partial<RunRecord> = {}) => runRecord(id, { playerId: 'p1', status: 'solved', startedAt: T0, finishedAt: T0 + 10_000, timeMs: 10_000, moves: 30, ...over });
    const late = run('late', { startedAt: T0 + 2000 });
    const early = run('early', { startedAt: T0 + 1000, puzzleId: DAILY, status: 'gave_up', timeMs: null });
    const otherGame = run('other-game', { startedAt: T0 + 5000, game: 'pipes', puzzleId: 'pipes.v1.small.x' });
    for (const stored of [late, early, run('hinted', { startedAt: T0 + 3000, ranked: false }), run('playing', { startedAt: T0 + 4000, status: 'playing', timeMs: null }), otherGame, run('other-player', { playerId: 'p2' })]) {
      await db.store.createRun(stored);
    }
    const fifteen = expected('fifteen', [asStatsRun(late, 20), asStatsRun(early, null, '2026-03-01')]);
    expect(await db.store.statsSummariesOf('p1', 'fifteen', HISTORY_POINTS)).toEqual([fifteen]);
    const all = await db.store.statsSummariesOf('p1', null, HISTORY_POINTS);
    expect(all.sort((a, b) => a.game.localeCompare(b.game))).toEqual([fifteen, expected('pipes', [asStatsRun(otherGame, null)])]);
    expect(await db.store.statsSummariesOf('nobody', null, HISTORY_POINTS)).toEqual([]);
  });

  it('agrees with all the runs folded, when runs end out of order, stop ranking and get a par late', async () => {
    const next = numbers(7);
    const games: GameName[] = ['fifteen', 'walls'];
    const runs = new Map<string, { record: RunRecord; puzzle: string }>();
    for (let i = 0; i < 260; i++) {
      const game = games[i % 2] as GameName;
      const puzzle = `${game}.bench.${Math.floor(next() * 12)}`;
      const record = runRecord(`mix-${String(i).padStart(3, '0')}`, { playerId: 'p3', game, puzzleId: puzzle, startedAt: T0 + Math.floor(next() * 50) * 1000 });
      runs.set(record.id, { record, puzzle });
      await db.store.createRun(record);
    }
    await db.store.saveSolvedPuzzle({ id: 'fifteen.bench.1', game: 'fifteen', par: 25, optimal: true, solution: [], solverVersion: 1, best: null });
    await db.store.saveSolvedPuzzle({ id: 'walls.bench.2', game: 'walls', par: 40, optimal: false, solution: [], solverVersion: 1, best: null });
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
      ['fifteen.bench.1', 22],
      ['fifteen.bench.3', 30],
      ['walls.bench.2', 40],
      ['walls.bench.5', 35],
    ]);
    for (const [id, par] of pars) {
      await db.store.saveSolvedPuzzle({ id, game: id.startsWith('walls') ? 'walls' : 'fifteen', par, optimal: true, solution: [], solverVersion: 2, best: null });
    }
    for (const game of games) {
      const mine = [...runs.values()].filter(({ record }) => record.game === game).map(({ record, puzzle }) => asStatsRun(record, pars.get(puzzle) ?? null));
      const [kept] = await db.store.statsSummariesOf('p3', game, HISTORY_POINTS);
      expect(rounded(kept)).toEqual(rounded(expected(game, mine)));
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
          return db.store.createRun(runRecord(`many-${i}`, { playerId: 'p4', status: i % 9 === 0 ? 'gave_up' : 'solved', startedAt, finishedAt: startedAt + 500, timeMs: i % 9 === 0 ? null : 400 + (i % 37), moves: 20 + (i % 13) }));
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
