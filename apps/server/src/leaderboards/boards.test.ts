import { GAMES, type GameName } from '@gridrace/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../test/support/databases.ts';
import { storeBackends } from '../../test/support/store-backends.ts';
import { dailyDistribution, dailyDistributionOf } from '../stats/daily-distribution.ts';
import type { RunRecord } from '../store/store.ts';
import { rankingOf, type BoardName } from './boards.ts';
import { leaderboardOf } from './leaderboard.ts';
import { rankRuns } from './ranking.ts';
import { rankByScore } from './score-ranking.ts';

const PLAYERS = 12;
const RUNS = 60;
const STATUSES = ['solved', 'solved', 'solved', 'stuck', 'gave_up', 'ended', 'playing'] as const;

/** A small deterministic generator (an LCG): the same runs on every machine. */
const figures = (seed: number) => {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % n;
  };
};

/** Runs of every kind on one puzzle, with ties on each figure and on the finishing instant. */
function runsOn(game: GameName, puzzleId: string, seed: number): RunRecord[] {
  const next = figures(seed);
  return Array.from({ length: RUNS }, (_, i) => {
    const status = STATUSES[next(STATUSES.length)] ?? 'solved';
    return {
      id: `${puzzleId}-r${String(i).padStart(3, '0')}`,
      playerId: `p${String(next(PLAYERS)).padStart(2, '0')}`,
      puzzleId,
      game,
      status,
      ranked: next(6) !== 0,
      startedAt: 1_000,
      timeLimitMs: null,
      finishedAt: status === 'playing' ? null : 2_000 + next(5) * 100,
      timeMs: status === 'playing' || next(5) === 0 ? null : 1_000 * (1 + next(4)),
      moves: 10 + next(3),
      score: next(4) * 10,
      remaining: status === 'solved' ? 0 : next(3),
    };
  });
}

describe.each(storeBackends)('boards ranked by the database on $name', ({ open }) => {
  let db: TestDatabase;
  const runsOf = new Map<string, RunRecord[]>();
  beforeAll(async () => {
    db = await open();
    for (let p = 0; p < PLAYERS; p++) await db.store.createPlayer({ id: `p${String(p).padStart(2, '0')}`, name: `Player ${p}`, tokenHash: `h${p}`, createdAt: 0 });
    for (const [k, game] of GAMES.entries()) {
      const puzzleId = `${game}.v1.board${k}`;
      const runs = runsOn(game, puzzleId, 17 + k);
      runsOf.set(game, runs);
      await Promise.all(runs.map((run) => db.store.createRun(run)));
    }
  }, 60_000);
  afterAll(async () => {
    await db?.dispose();
  });

  /** What the board must show: the stored runs ranked in memory (the order before boards were kept). */
  const expected = async (board: BoardName, game: GameName, puzzleId: string) => {
    const runs = await db.store.rankedRunsOf(puzzleId);
    return board === 'game' ? rankRuns(game, runs) : rankByScore(runs);
  };

  const agrees = async (board: BoardName, game: GameName, puzzleId: string) => {
    const ranked = await expected(board, game, puzzleId);
    const page = await leaderboardOf(db.store, puzzleId, game, { limit: 100, offset: 0 }, null, board);
    expect(page.entries.map((entry) => entry.runId)).toEqual(ranked.map((run) => run.id));
    expect(page.total).toBe(ranked.length);
    for (let p = 0; p < PLAYERS; p++) {
      const playerId = `p${String(p).padStart(2, '0')}`;
      const at = ranked.findIndex((run) => run.playerId === playerId);
      const own = (await leaderboardOf(db.store, puzzleId, game, { limit: 1, offset: 3 }, playerId, board)).own;
      expect(own === null ? null : [own.rank, own.runId]).toEqual(at < 0 ? null : [at + 1, ranked[at]?.id]);
      if (board === 'game') expect(await dailyDistributionOf(db.store, game, puzzleId, playerId)).toEqual(dailyDistribution(game, await db.store.rankedRunsOf(puzzleId), playerId));
    }
  };

  it.each(GAMES)("%s: pages, ranks and the day's distribution agree with ranking every run in memory", async (game) => {
    const puzzleId = runsOf.get(game)?.[0]?.puzzleId ?? '';
    await agrees('game', game, puzzleId);
    if (rankingOf('score', game)) await agrees('score', game, puzzleId);
  });

  it.each(GAMES)('%s: a run that ends, improves or stops ranking moves its player on the board at once', async (game) => {
    const runs = runsOf.get(game) ?? [];
    const puzzleId = runs[0]?.puzzleId ?? '';
    const playing = runs.find((run) => run.status === 'playing');
    if (playing) await db.store.updateRun(playing.id, { status: 'solved', finishedAt: 1_500, timeMs: 500, moves: 9, score: 50, remaining: 0 });
    const best = (await leaderboardOf(db.store, puzzleId, game, { limit: 1, offset: 0 }, null)).entries[0];
    if (best) await db.store.updateRun(best.runId, { ranked: false });
    const last = runs.at(-1);
    if (last) await db.store.appendLog(last.id, { seq: 1, kind: 'move', move: null, atMs: 10 }, { status: 'gave_up', finishedAt: 2_100, timeMs: null });
    await agrees('game', game, puzzleId);
    if (rankingOf('score', game)) await agrees('score', game, puzzleId);
  });
});
