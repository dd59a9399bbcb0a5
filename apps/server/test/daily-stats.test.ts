import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunRecord } from '../src/store/store.ts';
import { startTestServer, type TestServer } from './support/app.ts';

const NOW = Date.parse('2026-03-03T12:00:00Z');

let server: TestServer;
const players: { id: string; token: string; name: string }[] = [];
let puzzleId: string;

const daily = (id: string, playerId: string, over: Partial<RunRecord>): RunRecord => ({
  id,
  playerId,
  puzzleId,
  game: 'fifteen',
  status: 'solved',
  ranked: true,
  startedAt: NOW - 3_600_000,
  timeLimitMs: null,
  finishedAt: NOW - 3_000_000,
  timeMs: 10_000,
  moves: 50,
  score: 0,
  remaining: null,
  ...over,
});

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW, configOverrides: { dailiesSince: '2026-03-01' } });
  for (const name of ['Anna', 'Bert', 'Cleo', 'Dora']) {
    const created = await request(server.url).post('/api/v1/players').send({ name }).expect(201);
    players.push({ id: created.body.player.id, token: created.body.token, name });
  }
  puzzleId = (await request(server.url).get('/api/v1/daily/fifteen').expect(200)).body.id;
  const [anna, bert, cleo, dora] = players.map((p) => p.id) as [string, string, string, string];
  await server.store.createRun(daily('a', anna, { timeMs: 21_000 }));
  await server.store.createRun(daily('b', bert, { timeMs: 34_000 }));
  await server.store.createRun(daily('c', cleo, { timeMs: 47_000 }));
  // Dora's second run is unranked (only the first run of a daily ranks), her first gave up.
  await server.store.createRun(daily('d1', dora, { status: 'gave_up', timeMs: null }));
  await server.store.createRun(daily('d2', dora, { ranked: false, timeMs: 5_000 }));
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/v1/daily/{game}/stats', () => {
  it("gives today's distribution of ranked results, without names", async () => {
    const response = await request(server.url).get('/api/v1/daily/fifteen/stats').expect(200);
    expect(response.body).toMatchObject({ date: '2026-03-03', game: 'fifteen', puzzleId, figure: 'time', count: 3, unfinished: 0, own: null });
    const buckets = response.body.buckets as { from: number; to: number; count: number }[];
    expect(buckets.reduce((sum, b) => sum + b.count, 0)).toBe(3);
    expect(buckets[0]?.from).toBeLessThanOrEqual(21_000);
    expect(buckets.at(-1)?.to).toBeGreaterThanOrEqual(47_000);
    const text = JSON.stringify(response.body);
    for (const { name, id } of players) {
      expect(text).not.toContain(name);
      expect(text).not.toContain(id);
    }
  });

  it("gives the asking player's own result and percentile", async () => {
    const bert = players[1];
    const response = await request(server.url).get('/api/v1/daily/fifteen/stats?date=2026-03-03').set('Authorization', `Bearer ${bert?.token}`).expect(200);
    expect(response.body.own).toEqual({ rank: 2, timeMs: 34_000, moves: 50, score: 0, percentile: 50 });
    const dora = players[3];
    const none = await request(server.url).get('/api/v1/daily/fifteen/stats').set('Authorization', `Bearer ${dora?.token}`).expect(200);
    expect(none.body.own).toBeNull();
  });

  it('counts a result that comes after the distribution was last asked for', async () => {
    const first = (await request(server.url).get('/api/v1/daily/fifteen/stats').expect(200)).body;
    const created = await request(server.url).post('/api/v1/players').send({ name: 'Late' }).expect(201);
    await server.store.createRun(daily('late', created.body.player.id, { timeMs: 15_000 }));
    const after = await request(server.url).get('/api/v1/daily/fifteen/stats').set('Authorization', `Bearer ${created.body.token}`).expect(200);
    expect(after.body.count).toBe(first.count + 1);
    expect(after.body.own).toMatchObject({ rank: 1, timeMs: 15_000, percentile: 100 });
  });

  it('is empty on a day nobody played', async () => {
    const response = await request(server.url).get('/api/v1/daily/walls/stats?date=2026-03-02').expect(200);
    expect(response.body).toMatchObject({ game: 'walls', figure: 'score', count: 0, unfinished: 0, buckets: [], own: null });
  });

  it('refuses a day to come, a day before the first, a bad date and a wrong token', async () => {
    expect((await request(server.url).get('/api/v1/daily/fifteen/stats?date=2026-03-04').expect(404)).body.error.message).toMatch(/2026-03-04/);
    expect((await request(server.url).get('/api/v1/daily/fifteen/stats?date=2026-02-28').expect(404)).body.error.message).toMatch(/2026-03-01/);
    await request(server.url).get('/api/v1/daily/fifteen/stats?date=2026-02-30').expect(400);
    await request(server.url).get('/api/v1/daily/chess/stats').expect(400);
    await request(server.url).get('/api/v1/daily/fifteen/stats').set('Authorization', 'Bearer nope').expect(401);
  });
});
