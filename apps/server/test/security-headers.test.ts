import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { startTestServer, type TestServer } from './support/app.ts';

// The web app's page, the API and the docs page: each gets the headers.
const PATHS = ['/', '/api/v1/health', '/docs', '/docs/'];

let webRoot: string;
const servers: TestServer[] = [];
const start = async (trustProxy: Config['trustProxy']) => {
  const server = await startTestServer({ webRoot, configOverrides: { trustProxy } });
  servers.push(server);
  return server.url;
};

beforeAll(() => {
  webRoot = mkdtempSync(join(tmpdir(), 'gridrace-web-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Gridrace</title>');
});
afterAll(async () => {
  for (const server of servers) await server.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, path: string, headers: Record<string, string> = {}) => request(url).get(path).set(headers).redirects(0);

function expectPlainHttp(headers: Record<string, string | undefined>): void {
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  expect(headers['strict-transport-security']).toBeUndefined();
  expect(headers['cross-origin-opener-policy']).toBeUndefined();
  expect(headers['origin-agent-cluster']).toBeUndefined();
  // The rest of helmet's headers stay.
  expect(headers['x-content-type-options']).toBe('nosniff');
}

function expectHttps(headers: Record<string, string | undefined>): void {
  expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['origin-agent-cluster']).toBe('?1');
}

describe('security headers', () => {
  let direct: string;
  let behindProxy: string;
  let behindOtherProxy: string;
  beforeAll(async () => {
    direct = await start(false);
    behindProxy = await start(true);
    // Trusts a proxy at another address: this test's requests come from 127.0.0.1.
    behindOtherProxy = await start(['10.0.0.0/8']);
  });

  it.each(PATHS)('over plain http, %s has no https-only header (the page works from any address)', async (path) => {
    expectPlainHttp((await get(direct, path)).headers);
  });

  it.each(PATHS)('a client cannot claim https for %s without TRUST_PROXY', async (path) => {
    expectPlainHttp((await get(direct, path, { 'X-Forwarded-Proto': 'https' })).headers);
    expectPlainHttp((await get(behindOtherProxy, path, { 'X-Forwarded-Proto': 'https' })).headers);
  });

  it.each(PATHS)('behind a trusted proxy that says https, %s gets HSTS and upgrade-insecure-requests', async (path) => {
    expectHttps((await get(behindProxy, path, { 'X-Forwarded-Proto': 'https' })).headers);
    // The same proxy forwarding plain http: none of them.
    expectPlainHttp((await get(behindProxy, path, { 'X-Forwarded-Proto': 'http' })).headers);
  });

  it('gives the docs page a policy of its own, with no inline styles or scripts', async () => {
    const docs = (await get(direct, '/docs/')).headers['content-security-policy'] ?? '';
    expect(docs).toMatch(/(^|;)\s*style-src 'self'(;|$)/);
    expect(docs).toMatch(/(^|;)\s*script-src 'self'(;|$)/);
    expect(docs).not.toContain('unsafe-inline');
    const app = (await get(direct, '/')).headers['content-security-policy'] ?? '';
    expect(app).toContain("connect-src 'self' ws: wss:");
  });
});
