import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const errorOf = (body: unknown) => (body as { error: { code: string; message: string } }).error;

describe('REST v1', () => {
  it('GET /api/v1/games lists the four games with params, presets and daily params', async () => {
    const response = await request(server.url).get('/api/v1/games').expect(200);
    const games = response.body.games as { game: string; presets: object; defaultParams: object; dailyParams: object }[];
    expect(games.map((g) => g.game)).toEqual(['fifteen', 'same', 'pipes', 'walls']);
    expect(games[0]).toMatchObject({ defaultParams: { size: 4 }, dailyParams: { size: 4 } });
  });

  it('GET /api/v1/puzzles/{id} returns the puzzle with its par', async () => {
    const response = await request(server.url).get('/api/v1/puzzles/fifteen.v1.3.abc').expect(200);
    expect(response.body).toMatchObject({ id: 'fifteen.v1.3.abc', game: 'fifteen', params: { size: 3 } });
    expect(response.body.board.tiles).toHaveLength(9);
    expect(typeof response.body.par).toBe('number');
    // Par is computed once and kept.
    expect((await server.store.solvedPuzzle('fifteen.v1.3.abc'))?.par).toBe(response.body.par);
  });

  it.each(['nope', 'fifteen.v1.3', 'fifteen.v9.3.abc', 'fifteen.v1.99.abc', 'fifteen.v1.3.a%20b', 'pipes.d.%21%21'])('GET /api/v1/puzzles/%s is a clear 400', async (id) => {
    const response = await request(server.url).get(`/api/v1/puzzles/${id}`).expect(400);
    expect(errorOf(response.body).code).toBe('invalid_puzzle_id');
    expect(errorOf(response.body).message.length).toBeGreaterThan(5);
  });

  it('POST /api/v1/puzzles hands out a new puzzle with a fresh seed and its par, stored', async () => {
    const first = await request(server.url)
      .post('/api/v1/puzzles')
      .send({ game: 'fifteen', params: { size: 3 } })
      .expect(201);
    // Answered at once, never after a solver: a fresh puzzle's par is on its way.
    expect(first.body).toMatchObject({ game: 'fifteen', params: { size: 3 }, par: null, parPending: true });
    expect(first.body.board.tiles).toHaveLength(9);
    // The puzzle's own answer waits for the par, which the store then keeps.
    const opened = await request(server.url).get(`/api/v1/puzzles/${first.body.id}`).expect(200);
    expect(opened.body.par).toEqual(expect.any(Number));
    expect(opened.body.parPending).toBeUndefined();
    expect((await server.store.solvedPuzzle(first.body.id))?.par).toBe(opened.body.par);
    const second = await request(server.url)
      .post('/api/v1/puzzles')
      .send({ game: 'fifteen', params: { size: 3 } })
      .expect(201);
    expect(second.body.id).not.toBe(first.body.id);
    // No params: the game's defaults.
    const same = await request(server.url).post('/api/v1/puzzles').send({ game: 'same' }).expect(201);
    expect(same.body).toMatchObject({ game: 'same', params: { cols: 25, rows: 40, colors: 3 } });
    // Their pars are solved behind the answers: waited for here, so no later test sees them stored.
    for (const { body } of [second, same]) await request(server.url).get(`/api/v1/puzzles/${body.id}`).expect(200);
  });

  it('POST /api/v1/puzzles refuses bad params and unknown games with a 400, storing nothing', async () => {
    const before = server.snapshot();
    const badParams = await request(server.url)
      .post('/api/v1/puzzles')
      .send({ game: 'fifteen', params: { size: 99 } })
      .expect(400);
    expect(errorOf(badParams.body)).toMatchObject({ code: 'invalid_payload', message: expect.stringContaining('size') });
    const badGame = await request(server.url).post('/api/v1/puzzles').send({ game: 'chess' }).expect(400);
    expect(errorOf(badGame.body).code).toBe('invalid_payload');
    await request(server.url).post('/api/v1/puzzles').send({ game: 'fifteen', seed: 'mine' }).expect(400);
    expect(server.snapshot()).toBe(before);
  });

  it('GET /api/v1/backgrounds lists the fifteen backgrounds', async () => {
    const response = await request(server.url).get('/api/v1/backgrounds').expect(200);
    expect(response.body.backgrounds).toContainEqual({ id: 'numbers', kind: 'numbers', name: 'Numbers', url: null });
  });

  it('answers an unknown route with a 404 in the error shape', async () => {
    const response = await request(server.url).get('/api/v1/nothing-here').expect(404);
    expect(errorOf(response.body)).toEqual({ code: 'not_found', message: 'No route GET /api/v1/nothing-here.' });
  });

  it('GET /api/v1/health reports the database', async () => {
    const response = await request(server.url).get('/api/v1/health').expect(200);
    expect(response.body).toMatchObject({ status: 'ok', database: 'sqlite' });
  });

  it('GET /api/v1/health is a 503 in the error shape when the database does not answer', async () => {
    const unreachable = { ...server.store, ping: () => Promise.reject(new Error('down')), close: async () => undefined };
    const down = await startTestServer({ store: unreachable });
    try {
      const response = await request(down.url).get('/api/v1/health').expect(503);
      expect(response.body.error.code).toBe('unavailable');
    } finally {
      await down.close();
    }
  });

  it('sends security headers', async () => {
    const response = await request(server.url).get('/api/v1/health').expect(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('GET /metrics speaks Prometheus text', async () => {
    const response = await request(server.url).get('/metrics').expect(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.text).toContain('gridrace_runs_started_total');
    expect(response.text).toContain('gridrace_sockets_connected');
  });
});
