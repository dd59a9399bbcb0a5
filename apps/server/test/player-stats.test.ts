import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunRecord } from '../src/store/store.ts';
import { request as emit, startTestServer, type TestServer } from './support/app.ts';

// The server's clock: noon on 2026-03-03 (UTC); the player played dailies on the 1st, 2nd and 3rd.
const NOW = Date.parse('2026-03-03T12:00:00Z');
/** A 4x4, as the dailies are: one kind of board, whose figures count them all. */
const PUZZLE = 'fifteen.v1.4.stats';

let server: TestServer;
let playerId: string;
let token: string;

const stored = (id: string, over: Partial<RunRecord>): RunRecord => ({
  id,
  playerId,
  puzzleId: PUZZLE,
  game: 'fifteen',
  status: 'solved',
  ranked: true,
  startedAt: NOW - 3_600_000,
  timeLimitMs: null,
  finishedAt: NOW,
  timeMs: 10_000,
  moves: 20,
  score: 0,
  remaining: null,
  ...over,
});

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW, configOverrides: { dailiesSince: '2026-03-01' } });
  const created = await request(server.url).post('/api/v1/players').send({ name: 'Stats' }).expect(201);
  playerId = created.body.player.id;
  token = created.body.token;
  const times = [30_000, 20_000, 25_000, 40_000, 35_000];
  for (const [i, timeMs] of times.entries()) await server.store.createRun(stored(`s${i}`, { timeMs, startedAt: NOW - (10 - i) * 3_600_000 }));
  await server.store.createRun(stored('unranked', { ranked: false, timeMs: 1000, startedAt: NOW - 1000 }));
  // Dailies of the 1st to the 3rd, each played on its own day (the first one just before midnight).
  for (const [date, startedAt] of [
    ['2026-03-01', '2026-03-01T23:59:00Z'],
    ['2026-03-02', '2026-03-02T00:01:00Z'],
    ['2026-03-03', '2026-03-03T08:00:00Z'],
  ] as const) {
    const daily = await request(server.url).get(`/api/v1/daily/fifteen?date=${date}`).expect(200);
    await server.store.createRun(stored(`daily-${date}`, { puzzleId: daily.body.id, startedAt: Date.parse(startedAt), timeMs: 50_000, moves: 100 }));
    // A daily's par is solved in the background, and its runs' efficiency counted when it comes:
    // wait for it (the puzzle's answer waits for par), so that no test sees the figures move.
    await request(server.url).get(`/api/v1/puzzles/${daily.body.id}`).expect(200);
  }
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/v1/players/{id}/stats', () => {
  it('gives a game with its averages, bests and streak from ranked runs only', async () => {
    const response = await request(server.url).get(`/api/v1/players/${playerId}/stats?game=fifteen`).expect(200);
    expect(response.body).toMatchObject({ playerId, today: '2026-03-03' });
    const [fifteen] = response.body.games;
    expect(fifteen).toMatchObject({ game: 'fifteen', runs: 8, solves: 8, bestFigure: 'moves' });
    // The unranked run's 1 s is no best.
    expect(fifteen.bests.time).toEqual({ value: 20_000, runId: 's1' });
    // Oldest first: dailies of the 1st and 2nd (50 s each), 30 20 25 40 35 s on the 3rd (02:00-06:00),
    // then the 3rd's daily at 08:00 (50 s). Best ao5: 30 20 25 40 35 -> (30 + 25 + 35) / 3 s;
    // the current: 20 25 40 35 50 -> (25 + 40 + 35) / 3 s.
    expect(fifteen.averages[0]).toEqual({ size: 5, current: 100_000 / 3, best: 30_000 });
    expect(fifteen.streak).toEqual({ current: 3, longest: 3 });
  });

  it('leaves a hinted run out', async () => {
    const socket = await server.connect(token);
    const started = await emit<{ ok: boolean; runId: string }>(socket, 'run:start', { puzzleId: 'fifteen.v1.4.hinted' });
    expect(started.ok).toBe(true);
    expect((await emit<{ ok: boolean }>(socket, 'run:hint', { runId: started.runId, seq: 1 })).ok).toBe(true);
    expect((await emit<{ ok: boolean }>(socket, 'run:finish', { runId: started.runId })).ok).toBe(true);
    expect((await server.store.runById(started.runId))?.status).toBe('gave_up');
    const response = await request(server.url).get(`/api/v1/players/${playerId}/stats?game=fifteen`).expect(200);
    expect(response.body.games[0].runs).toBe(8);
  });

  it('lists every game played without a game, and a named game without runs as empty', async () => {
    const all = await request(server.url).get(`/api/v1/players/${playerId}/stats`).expect(200);
    expect(all.body.games.map((g: { game: string }) => g.game)).toEqual(['fifteen']);
    const walls = await request(server.url).get(`/api/v1/players/${playerId}/stats?game=walls`).expect(200);
    expect(walls.body.games).toEqual([expect.objectContaining({ game: 'walls', goal: 'score', averageOf: 'score', runs: 0, streak: { current: 0, longest: 0 } })]);
  });

  it('counts a run that ends after the statistics were last asked for', async () => {
    const url = `/api/v1/players/${playerId}/stats?game=fifteen`;
    const before = (await request(server.url).get(url).expect(200)).body.games[0];
    await server.store.createRun(stored('later', { timeMs: 5_000, startedAt: NOW - 500 }));
    const after = (await request(server.url).get(url).expect(200)).body.games[0];
    expect(after.runs).toBe(before.runs + 1);
    expect(after.bests.time).toEqual({ value: 5_000, runId: 'later' });
    expect(after.history.at(-1)).toMatchObject({ runId: 'later', value: 5_000 });
    expect(after.dailyDays).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
  });

  it('keeps a 3x3 apart from the 4x4s, tells the kind played last unless asked for another, and names the kinds', async () => {
    const url = `/api/v1/players/${playerId}/stats?game=fifteen`;
    const fours = (await request(server.url).get(url).expect(200)).body.games[0];
    // A first 3x3, slower than every 4x4: the 3x3's best all the same, and no 4x4 figure moves; the daily streak is the game's.
    await server.store.createRun(stored('three', { puzzleId: 'fifteen.v1.3.stats', timeMs: 90_000, moves: 150, startedAt: NOW - 100 }));
    const latest = (await request(server.url).get(url).expect(200)).body.games[0];
    expect(latest).toMatchObject({
      kind: 'fifteen.v1.3',
      runs: 1,
      bests: { time: { value: 90_000, runId: 'three' } },
      dailyDays: ['2026-03-01', '2026-03-02', '2026-03-03'],
      streak: { current: 3, longest: 3 },
    });
    expect(latest.kinds).toEqual([
      { kind: 'fifteen.v1.3', params: '3', board: '3×3', runs: 1, lastPlayedAt: NOW - 100 },
      expect.objectContaining({ kind: 'fifteen.v1.4', params: '4', board: '4×4', runs: fours.runs }),
    ]);
    const four = (await request(server.url).get(`${url}&kind=fifteen.v1.4`).expect(200)).body.games[0];
    expect(four).toEqual({ ...fours, kinds: latest.kinds });
    // Every game at once: each of its kind played last.
    const all = (await request(server.url).get(`/api/v1/players/${playerId}/stats`).expect(200)).body.games;
    expect(all.map((game: { kind: string }) => game.kind)).toEqual(['fifteen.v1.3']);
  });

  it('refuses a kind that is none, too long, of another game or without its game (400), and changes nothing', async () => {
    const url = `/api/v1/players/${playerId}/stats`;
    const before = (await request(server.url).get(`${url}?game=fifteen`).expect(200)).body;
    const refused = [
      ['?game=fifteen&kind=fifteen.v1.zzz', /params/],
      ['?game=fifteen&kind=fifteen.v9.3', /version/],
      [`?game=fifteen&kind=${'fifteen.v1.3'.padEnd(500, '3')}`, /100/],
      ['?game=fifteen&kind=walls.v1.normal', /game=walls/],
      ['?kind=fifteen.v1.3', /game=fifteen/],
      ["?game=fifteen&kind=fifteen.v1.3'%20or%201=1", /kind/],
      ['?game=fifteen&kind=fifteen.v1.3&kind=fifteen.v1.4', /kind/],
    ] as const;
    for (const [query, message] of refused) {
      const bad = await request(server.url).get(`${url}${query}`).expect(400);
      expect(bad.body.error.message, query).toMatch(message);
    }
    expect((await request(server.url).get(`${url}?game=fifteen`).expect(200)).body).toEqual(before);
  });

  it('is a 404 for an unknown player and a 400 for an unknown game', async () => {
    const missing = await request(server.url).get('/api/v1/players/nobody/stats').expect(404);
    expect(missing.body.error.code).toBe('player_not_found');
    const bad = await request(server.url).get(`/api/v1/players/${playerId}/stats?game=chess`).expect(400);
    expect(bad.body.error.message).toMatch(/game/);
  });
});
