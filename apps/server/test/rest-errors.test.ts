import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/app.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await request(server.url).post('/api/v1/players').send({ name: 'Known' }).expect(201)).body.token;
});
afterAll(async () => {
  await server?.close();
});

/** A request that must fail with `status` and `code` in the error shape, storing nothing. */
async function refused(send: (agent: request.Agent) => request.Test, status: number, code: string) {
  const before = server.snapshot();
  const response = await send(request.agent(server.url));
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(Object.keys(response.body)).toEqual(['error']);
  expect(response.body.error.code).toBe(code);
  expect(response.body.error.message.length).toBeGreaterThan(5);
  expect(server.snapshot()).toBe(before);
  return response.body.error as { code: string; message: string };
}

describe('POST /api/v1/players refuses bad input', () => {
  const cases: [string, unknown][] = [
    ['no name', {}],
    ['an empty name', { name: '' }],
    ['a blank name', { name: '   ' }],
    ['a 33-character name', { name: 'n'.repeat(33) }],
    ['a name with a control character', { name: 'a\u0007b' }],
    ['a number', { name: 42 }],
    ['an unknown field', { name: 'Ok', admin: true }],
    ['an array', [{ name: 'Ok' }]],
  ];
  it.each(cases)('%s → 400 invalid_payload', async (_label, body) => {
    await refused((agent) => agent.post('/api/v1/players').send(body as object), 400, 'invalid_payload');
  });

  it('broken JSON → 400', async () => {
    await refused((agent) => agent.post('/api/v1/players').set('Content-Type', 'application/json').send('{"name":'), 400, 'bad_request');
  });

  it('a huge body → 413', async () => {
    await refused((agent) => agent.post('/api/v1/players').send({ name: 'x'.repeat(100_000) }), 413, 'payload_too_large');
  });

  it('not JSON → 415', async () => {
    await refused((agent) => agent.post('/api/v1/players').set('Content-Type', 'application/xml').send('<name>x</name>'), 415, 'bad_request');
    // JSON sent as text/plain is not JSON either: the same documented 415 on every route with a body.
    for (const [method, path] of [
      ['post', '/api/v1/players'],
      ['patch', '/api/v1/players/me'],
      ['post', '/api/v1/puzzles'],
    ] as const) {
      await refused((agent) => agent[method](path).set('Content-Type', 'text/plain').send('{"name":"Ada","game":"fifteen"}'), 415, 'bad_request');
    }
  });
});

describe('bodies and queries are strict: an unknown key is a 400 naming it by its path', () => {
  const json = (agent: request.Agent, method: 'post' | 'patch', path: string, body: string) =>
    agent[method](path).set('Content-Type', 'application/json').set('Authorization', `Bearer ${token}`).send(body);
  const cases: [string, (agent: request.Agent) => request.Test, string][] = [
    ['an extra field', (agent) => json(agent, 'post', '/api/v1/players', '{"name":"Ok","nick":"x"}'), 'Invalid body: nick: unknown key.'],
    ['a "__proto__" field', (agent) => json(agent, 'post', '/api/v1/players', '{"name":"Ok","__proto__":{"admin":true}}'), 'Invalid body: __proto__: unknown key.'],
    ['a "constructor" field', (agent) => json(agent, 'patch', '/api/v1/players/me', '{"name":"Ok","constructor":{"prototype":{}}}'), 'Invalid body: constructor: unknown key.'],
    [
      'a "__proto__" inside params',
      (agent) => json(agent, 'post', '/api/v1/puzzles', '{"game":"fifteen","params":{"size":3,"__proto__":{"size":9}}}'),
      'Invalid body: params.__proto__: unknown key.',
    ],
    ['an unknown param', (agent) => json(agent, 'post', '/api/v1/puzzles', '{"game":"pipes","params":{"cols":6,"colour":2}}'), 'colour: unknown key'],
    ['an unknown query key', (agent) => agent.get('/api/v1/leaderboards/fifteen.v1.3.a?limt=5'), 'Invalid querystring: limt: unknown key.'],
  ];
  it.each(cases)('%s', async (_label, send, named) => {
    const error = await refused(send, 400, 'invalid_payload');
    expect(error.message).toContain(named);
  });
});

describe('GET routes refuse bad ids and queries', () => {
  it('unknown and malformed player ids', async () => {
    await refused((agent) => agent.get('/api/v1/players/nobody'), 404, 'player_not_found');
    await refused((agent) => agent.get(`/api/v1/players/${'p'.repeat(100)}`), 400, 'invalid_payload');
  });

  it('unknown and malformed run ids', async () => {
    await refused((agent) => agent.get('/api/v1/runs/nothing'), 404, 'run_not_found');
    await refused((agent) => agent.get(`/api/v1/runs/${'r'.repeat(100)}`), 400, 'invalid_payload');
  });

  it('a huge puzzle id', async () => {
    await refused((agent) => agent.get(`/api/v1/puzzles/fifteen.d.${'A'.repeat(9000)}`), 400, 'invalid_payload');
    await refused((agent) => agent.get(`/api/v1/puzzles/fifteen.d.${'A'.repeat(10_000)}`), 414, 'uri_too_long');
    await refused((agent) => agent.get('/api/v1/puzzles/%E0%A4%A'), 400, 'bad_request');
  });

  it('leaderboards: malformed id, bad paging, a wrong token', async () => {
    await refused((agent) => agent.get('/api/v1/leaderboards/not-an-id'), 400, 'invalid_puzzle_id');
    for (const query of ['limit=abc', 'limit=0', 'limit=1000', 'offset=-1', 'offset=1.5']) {
      await refused((agent) => agent.get(`/api/v1/leaderboards/fifteen.v1.3.a?${query}`), 400, 'invalid_payload');
    }
    await refused((agent) => agent.get('/api/v1/leaderboards/fifteen.v1.3.a').set('Authorization', 'Bearer wrong'), 401, 'unauthorized');
    await refused((agent) => agent.get('/api/v1/leaderboards/fifteen.v1.3.a').set('Authorization', 'Basic x'), 401, 'unauthorized');
  });

  it('leaderboards: an empty board for a puzzle nobody has finished, own null with a token', async () => {
    const response = await request(server.url).get('/api/v1/leaderboards/fifteen.v1.3.a').set('Authorization', `Bearer ${token}`).expect(200);
    expect(response.body).toEqual({ puzzleId: 'fifteen.v1.3.a', total: 0, entries: [], own: null });
  });

  it('daily: bad dates, a future date, an unknown game', async () => {
    // Not calendar dates: refused by the documented schema itself, like any malformed value.
    for (const date of ['2026-13-01', '2026-02-30', '2027-02-29', 'yesterday', '20260101']) {
      await refused((agent) => agent.get(`/api/v1/daily/pipes?date=${date}`), 400, 'invalid_payload');
    }
    await refused((agent) => agent.get('/api/v1/daily/pipes?date=2999-01-01'), 404, 'not_found');
    await refused((agent) => agent.get('/api/v1/daily?date=2999-01-01'), 404, 'not_found');
    await refused((agent) => agent.get('/api/v1/leaderboards/daily/pipes?date=2999-01-01'), 404, 'not_found');
    // The game is one of the documented enum.
    await refused((agent) => agent.get('/api/v1/daily/chess'), 400, 'invalid_payload');
    await refused((agent) => agent.get('/api/v1/leaderboards/daily/chess'), 400, 'invalid_payload');
  });
});

describe('REST rate limit', () => {
  it('answers 429 in the error shape once the limit is passed, saying the limit and when to retry', async () => {
    const limited = await startTestServer({ restRateLimitPerMinute: 3 });
    try {
      for (let i = 0; i < 3; i++) await request(limited.url).get('/api/v1/games').expect(200);
      const response = await request(limited.url).get('/api/v1/games').expect(429);
      expect(response.body.error.code).toBe('rate_limited');
      const retry = Number(response.headers['retry-after']);
      expect(retry).toBeGreaterThan(0);
      expect(response.body.error.message).toBe(`Too many requests: at most 3 requests per minute; retry in ${retry} s.`);
      // The same wait as data, in milliseconds, as every `rate_limited` gives it.
      expect(response.body.error.retryAfterMs).toBeGreaterThan((retry - 1) * 1000);
      expect(response.body.error.retryAfterMs).toBeLessThanOrEqual(retry * 1000);
    } finally {
      await limited.close();
    }
  });
});
