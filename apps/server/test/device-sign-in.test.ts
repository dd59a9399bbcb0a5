import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/app.ts';
import { sessionSetBy, signedInAccount } from './support/signed-in.ts';

describe('another device by code (docs/accounts.md#another-device)', () => {
  let server: TestServer;
  let clock = Date.parse('2026-11-01T12:00:00Z');
  const ask = (path: string, init: { method?: string; body?: unknown; cookie?: string; token?: string; origin?: string; from?: string } = {}) =>
    fetch(`${server.url}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.origin ? { origin: init.origin } : {}),
        ...(init.from ? { 'x-forwarded-for': init.from } : {}),
      },
      ...(init.body === undefined ? {} : { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }),
    });
  const makeCode = (cookie: string) => ask('/api/v1/account/device-codes', { method: 'POST', cookie, origin: server.url });
  const redeem = (code: unknown, from: string) => ask('/api/v1/auth/device', { method: 'POST', body: { code }, from });

  beforeAll(async () => {
    // Each test's guesses come from an address of its own (X-Forwarded-For, believed from loopback).
    server = await startTestServer({ now: () => clock, configOverrides: { trustProxy: ['127.0.0.1'], publicOrigin: 'http://gridrace.test' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('signs the other device in as the account, once: the same player, a session of its own', async () => {
    const { player, cookie } = await signedInAccount(server.app, 'Ada');
    const made = await makeCode(cookie);
    expect(made.status).toBe(201);
    const { code, link, expiresAt } = (await made.json()) as { code: string; link: string; expiresAt: string };
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(link).toBe(`http://gridrace.test/sign-in/code?c=${code}`);
    expect(Date.parse(expiresAt)).toBe(clock + 5 * 60_000);

    const signedIn = await redeem(code.toLowerCase().replace('-', ' '), '192.0.2.1');
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toEqual({ player: { id: player.id, name: 'Ada' } });
    const other = sessionSetBy(signedIn);
    expect(other).not.toBeNull();
    expect(other).not.toBe(cookie);
    const resolved = await server.app.services.sessions.resolve(other!.split('=')[1]!, '192.0.2.1', false);
    expect(resolved?.player.id).toBe(player.id);

    const again = await redeem(code, '192.0.2.1');
    expect(again.status).toBe(400);
    expect(sessionSetBy(again)).toBeNull();
  });

  it('gives the same refusal for an unknown, a used and an expired code: nothing tells them apart', async () => {
    const { cookie } = await signedInAccount(server.app, 'Bob');
    const used = ((await (await makeCode(cookie)).json()) as { code: string }).code;
    expect((await redeem(used, '192.0.2.2')).status).toBe(200);
    const expired = ((await (await makeCode(cookie)).json()) as { code: string }).code;
    clock += 5 * 60_000;
    const answers = [];
    for (const code of ['ZZZZ-ZZZZ', used, expired]) {
      const answer = await redeem(code, '192.0.2.2');
      answers.push({ status: answer.status, body: await answer.json(), cookie: sessionSetBy(answer) });
    }
    expect(answers[0]).toEqual({ status: 400, body: { error: { code: 'invalid_device_code', message: expect.stringMatching(/mistyped, expired .* or used/) } }, cookie: null });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('refuses guessing: 5 codes a minute from one address, with when to retry', async () => {
    for (let i = 0; i < 5; i += 1) expect((await redeem('ZZZZ-ZZZ3', '198.51.100.9')).status).toBe(400);
    const refused = await redeem('ZZZZ-ZZZ3', '198.51.100.9');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('12');
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    clock += 12_000;
    expect((await redeem('ZZZZ-ZZZ3', '198.51.100.9')).status).toBe(400);
  });

  it('refuses malformed bodies with a clear error, changing nothing', async () => {
    const before = server.snapshot();
    for (const body of [{}, { code: 'x'.repeat(33) }, { code: 12345678 }, { code: 'ABCD-EFGH', extra: 1 }, 'not json']) {
      const answer = await ask('/api/v1/auth/device', { method: 'POST', body, from: '203.0.113.50' });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(((await answer.json()) as { error: { code: string } }).error.code).toMatch(/^(invalid_payload|bad_request)$/);
    }
    expect(server.snapshot()).toBe(before);
  });

  it('makes codes only for an account signed in in this browser, from its own pages', async () => {
    const { cookie } = await signedInAccount(server.app, 'Cyd');
    expect((await ask('/api/v1/account/device-codes', { method: 'POST' })).status).toBe(401);
    // A cross-site page cannot make a code with the visitor's cookie.
    const crossSite = await ask('/api/v1/account/device-codes', { method: 'POST', cookie, origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    // A guest has no account to sign in elsewhere.
    const guest = (await (await ask('/api/v1/players', { method: 'POST', body: { name: 'Guest' } })).json()) as { token: string };
    const byGuest = await ask('/api/v1/account/device-codes', { method: 'POST', token: guest.token });
    expect(byGuest.status).toBe(403);
  });

  it('lets one account make 10 codes a minute, not a flood of rows', async () => {
    const { cookie } = await signedInAccount(server.app, 'Dina');
    for (let i = 0; i < 10; i += 1) expect((await makeCode(cookie)).status).toBe(201);
    const refused = await makeCode(cookie);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('6');
  });
});
