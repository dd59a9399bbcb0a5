import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as emit, startTestServer, type TestServer } from './support/app.ts';
import { GatedSolver } from './support/gated-solver.ts';
import { racer } from './support/races.ts';

// A fixed "now", so the test knows which day is today and which is the future; the dailies
// start a fortnight earlier, so past days have theirs.
const NOW = Date.UTC(2026, 5, 15, 12, 0, 0);
const SINCE = { dailiesSince: '2026-06-01' };
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: () => NOW, configOverrides: SINCE });
});
afterAll(async () => {
  await server?.close();
});

describe('daily puzzles', () => {
  it("today's pipes daily: fixed params, a secret seed, par computed once and stored", async () => {
    const first = await request(server.url).get('/api/v1/daily/pipes').expect(200);
    expect(first.body).toMatchObject({ date: '2026-06-15', game: 'pipes', params: { cols: 8, rows: 6 } });
    expect(first.body.id).toMatch(/^pipes\.v1\.8x6\./);
    expect(await server.store.dailyPuzzleId('2026-06-15', 'pipes')).toBe(first.body.id);
    // The first answer does not wait for the solver; once it has solved the par, the daily has it.
    await expect.poll(async () => (await request(server.url).get('/api/v1/daily/pipes').expect(200)).body.parPending, { timeout: 60_000 }).toBe(false);
    const response = await request(server.url).get('/api/v1/daily/pipes').expect(200);
    expect(typeof response.body.par).toBe('number');
    expect((await server.store.solvedPuzzle(response.body.id))?.par).toBe(response.body.par);
    const again = await request(server.url).get('/api/v1/daily/pipes?date=2026-06-15').expect(200);
    expect(again.body).toEqual(response.body);
  });

  it('all four dailies of a day, each with its fixed params and par', async () => {
    const pending = (body: { puzzles: { parPending: boolean }[] }) => body.puzzles.filter((puzzle) => puzzle.parPending).length;
    await expect.poll(async () => pending((await request(server.url).get('/api/v1/daily?date=2026-06-10').expect(200)).body), { timeout: 60_000 }).toBe(0);
    const response = await request(server.url).get('/api/v1/daily?date=2026-06-10').expect(200);
    expect(response.body).toMatchObject({ date: '2026-06-10', firstDay: '2026-06-01' });
    const byGame = Object.fromEntries(response.body.puzzles.map((p: { game: string }) => [p.game, p]));
    expect(Object.keys(byGame)).toEqual(['fifteen', 'same', 'pipes', 'walls']);
    expect(byGame.fifteen).toMatchObject({ params: { size: 4 }, date: '2026-06-10' });
    expect(byGame.same).toMatchObject({ params: { cols: 15, rows: 10, colors: 3, generator: 'soluble' } });
    expect(byGame.walls).toMatchObject({ params: { preset: 'normal' } });
    for (const puzzle of response.body.puzzles) expect(typeof puzzle.par).toBe('number');
  });

  it('a past day has its own board; tomorrow is a 404 until it starts', async () => {
    const today = (await request(server.url).get('/api/v1/daily/pipes').expect(200)).body;
    const past = (await request(server.url).get('/api/v1/daily/pipes?date=2026-06-14').expect(200)).body;
    expect(past.id).not.toBe(today.id);
    const tomorrow = await request(server.url).get('/api/v1/daily/pipes?date=2026-06-16').expect(404);
    expect(tomorrow.body.error.code).toBe('not_found');
  });

  it("today's daily leaderboard per game is that puzzle's board", async () => {
    const daily = (await request(server.url).get('/api/v1/daily/pipes').expect(200)).body;
    const board = await request(server.url).get('/api/v1/leaderboards/daily/pipes').expect(200);
    expect(board.body).toEqual({ puzzleId: daily.id, total: 0, entries: [], own: null });
  });

  it('another deployment with another secret has other dailies', async () => {
    const other = await startTestServer({ now: () => NOW, configOverrides: { ...SINCE, dailySecret: 'some-other-secret-entirely' } });
    try {
      const mine = (await request(server.url).get('/api/v1/daily/pipes').expect(200)).body;
      const theirs = (await request(other.url).get('/api/v1/daily/pipes').expect(200)).body;
      expect(theirs.id).not.toBe(mine.id);
    } finally {
      await other.close();
    }
  });
});

describe('dailies never wait for a solver', () => {
  it('a day whose pars are unsolved: its puzzles, leaderboard and daily race come at once, and the pars follow', async () => {
    const solver = new GatedSolver();
    const gated = await startTestServer({ now: () => NOW, configOverrides: SINCE, solver: solver.asSolver, races: { countdownMs: 100 } });
    try {
      const day = (await request(gated.url).get('/api/v1/daily?date=2026-06-12').expect(200)).body;
      expect(day.puzzles).toHaveLength(4);
      for (const puzzle of day.puzzles) expect(puzzle).toMatchObject({ par: null, parPending: true });
      expect(solver.pending).toEqual(expect.arrayContaining(day.puzzles.map((puzzle: { id: string }) => puzzle.id)));

      const today = (await request(gated.url).get('/api/v1/daily/fifteen').expect(200)).body;
      expect(today).toMatchObject({ date: '2026-06-15', par: null, parPending: true });
      const board = await request(gated.url).get('/api/v1/leaderboards/daily/fifteen').expect(200);
      expect(board.body.puzzleId).toBe(today.id);

      const host = await racer(gated, 'Host');
      const created = await emit<{ ok: boolean; code: string }>(host.socket, 'race:create', { game: 'fifteen', seed: 'daily' });
      expect(created.ok).toBe(true);
      const lobby = await host.watch.until((state) => state.status === 'lobby');
      // Named from "Go" on (docs/fair-play.md#races-reveal-their-puzzle-at-go); its params already.
      expect(lobby).toMatchObject({ puzzleId: null, params: { size: 4 } });

      solver.release();
      await expect
        .poll(async () => (await request(gated.url).get('/api/v1/daily/fifteen').expect(200)).body, { timeout: 60_000 })
        .toMatchObject({ id: today.id, par: expect.any(Number), parPending: false });
    } finally {
      await gated.close();
    }
  });
});
