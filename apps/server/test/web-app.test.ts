import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/app.ts';

const INDEX = '<!doctype html><title>Gridrace</title><div id="app"></div>';

let root: string;
let server: TestServer;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'gridrace-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), INDEX);
  writeFileSync(join(root, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({ webRoot: root });
});
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

const errorCode = (body: unknown) => (body as { error: { code: string } }).error.code;

describe('the web app on the same port', () => {
  it.each(['/', '/play/fifteen.v1.3.abc', '/daily/walls', '/leaderboard/pipes.v1.5x4.seed', '/player/abc?tab=history'])(
    'answers the app route %s with index.html, never cached',
    async (path) => {
      const response = await request(server.url).get(path).expect(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.text).toBe(INDEX);
    },
  );

  it('serves built assets, cached for good since their names carry a hash', async () => {
    const response = await request(server.url).get('/assets/index-abc123.js').expect(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toContain('immutable');
    await request(server.url).get('/favicon.svg').expect(200);
  });

  it.each(['/assets/gone-000.js', '/missing.css', '/api/v1/nothing', '/api', '/metrics/x'])('answers a missing file or server path %s with the JSON 404', async (path) => {
    const response = await request(server.url).get(path).expect(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(errorCode(response.body)).toBe('not_found');
  });

  it('keeps the 414 of an API path too long for its route', async () => {
    const response = await request(server.url)
      .get(`/api/v1/puzzles/fifteen.d.${'A'.repeat(10_000)}`)
      .expect(414);
    expect(errorCode(response.body)).toBe('uri_too_long');
  });

  it('does not serve files outside the app folder', async () => {
    const response = await request(server.url).get('/%2e%2e/%2e%2e/etc/passwd');
    expect(response.text).not.toContain('root:');
  });

  it('leaves the API, its documents and non-GET methods alone', async () => {
    await request(server.url).get('/api/v1/health').expect(200);
    const spec = await request(server.url).get('/api/v1/openapi.json').expect(200);
    expect(Object.keys(spec.body.paths).some((path) => path.includes('*'))).toBe(false);
    const post = await request(server.url).post('/play/x').send({}).expect(404);
    expect(errorCode(post.body)).toBe('not_found');
  });
});

describe('without a built web app', () => {
  it('serves the API only and answers / with the JSON 404', async () => {
    const bare = await startTestServer({ webRoot: join(root, 'not-built') });
    try {
      const response = await request(bare.url).get('/').expect(404);
      expect(errorCode(response.body)).toBe('not_found');
      await request(bare.url).get('/api/v1/health').expect(200);
    } finally {
      await bare.close();
    }
  });
});
