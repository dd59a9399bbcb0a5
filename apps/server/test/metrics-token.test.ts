import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/app.ts';

const TOKEN = 'scrape-me-0123456789+/';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ configOverrides: { metricsToken: TOKEN } });
});
afterAll(async () => {
  await server?.close();
});

describe('GET /metrics with METRICS_TOKEN set', () => {
  it('answers the token as a Bearer token', async () => {
    const response = await request(server.url).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(response.text).toContain('gridrace_runs_started_total');
  });

  it.each([
    ['no Authorization header', undefined],
    ['a wrong token', 'Bearer scrape-me-0123456789+-'],
    ['a prefix of the token', 'Bearer scrape-me'],
    ['another scheme', `Basic ${TOKEN}`],
  ])('refuses %s with a 401 in the error shape', async (_what, header) => {
    const asked = request(server.url).get('/metrics');
    const response = await (header === undefined ? asked : asked.set('Authorization', header)).expect(401);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(response.body.error).toMatchObject({ code: 'unauthorized', message: expect.stringContaining('METRICS_TOKEN') });
    expect(response.text).not.toContain('gridrace_');
  });

  it('leaves the rest of the server open', async () => {
    await request(server.url).get('/api/v1/health').expect(200);
  });
});
