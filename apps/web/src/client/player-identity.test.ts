import { describe, expect, it } from 'vitest';
import { ApiError, createApi } from './api.ts';
import { Guest, storedIdentity } from './player-identity.ts';
import { memoryStorage } from './storage.ts';

/** A fetch that answers like the server's player routes, and records what it was sent. */
function fakeServer() {
  const calls: { url: string; method: string; auth: string | null; body: unknown }[] = [];
  let name = '';
  const fetcher = async (url: string | URL | Request, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ url: String(url), method: init?.method ?? 'GET', auth: headers.authorization ?? null, body });
    const json = (status: number, value: unknown) => new Response(JSON.stringify(value), { status });
    if (init?.method === 'POST') {
      name = body.name;
      return json(201, { player: { id: 'p1', name, guest: true, createdAt: '2026-01-01T00:00:00.000Z' }, token: 'secret' });
    }
    if (headers.authorization !== 'Bearer secret') return json(401, { error: { code: 'unauthorized', message: 'Who?' } });
    name = body.name;
    return json(200, { player: { id: 'p1', name, guest: true, createdAt: '2026-01-01T00:00:00.000Z' } });
  };
  return { calls, fetcher: fetcher as typeof fetch };
}

describe('the guest identity', () => {
  it('is created once on the first visit with a generated name, and kept', async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    const api = createApi({ fetch: server.fetcher, token: () => storedIdentity(storage)?.token ?? null });
    const guest = new Guest(storage, api, () => 0);
    const [a, b] = await Promise.all([guest.ensure(), guest.ensure()]);
    expect(a).toEqual({ id: 'p1', name: 'Swift Otter 100', token: 'secret', account: false });
    expect(b).toEqual(a);
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(await new Guest(storage, api).ensure()).toEqual(a);
  });

  it('asks the server who this browser is only when a session may be there, so a first visit makes no request that can only fail', async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    const api = createApi({ fetch: server.fetcher, token: () => storedIdentity(storage)?.token ?? null });
    await new Guest(
      storage,
      api,
      () => 0,
      () => false,
    ).ensure();
    expect(server.calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/v1/players']);
  });

  it('renames with the token and remembers the new name', async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    const api = createApi({ fetch: server.fetcher, token: () => storedIdentity(storage)?.token ?? null });
    const guest = new Guest(storage, api);
    await guest.ensure();
    expect((await guest.rename('<i>Ada</i>')).name).toBe('<i>Ada</i>');
    expect(server.calls.at(-1)).toMatchObject({ url: '/api/v1/players/me', method: 'PATCH', auth: 'Bearer secret' });
    expect(storedIdentity(storage)?.name).toBe('<i>Ada</i>');
  });

  it("surfaces the server's error code and message", async () => {
    const server = fakeServer();
    const api = createApi({ fetch: server.fetcher, token: () => 'wrong' });
    const refusal = await api.rename('X').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 401, code: 'unauthorized', message: 'Who?' });
  });
});

/** A fetch that answers like a server where this browser's session cookie signs in an account, until signed out. */
function signedInServer() {
  const calls: { url: string; method: string; auth: string | null }[] = [];
  let signedIn = true;
  let name = 'Grace';
  const fetcher = async (url: string | URL | Request, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const method = init?.method ?? 'GET';
    calls.push({ url: String(url), method, auth: headers.authorization ?? null });
    const json = (status: number, value: unknown) => new Response(JSON.stringify(value), { status });
    const player = { id: 'acc', name, guest: false, createdAt: '2026-01-01T00:00:00.000Z' };
    if (String(url) === '/api/v1/session' && method === 'DELETE') {
      const ended = signedIn;
      signedIn = false;
      return json(200, { ended });
    }
    if (String(url) === '/api/v1/session') {
      return signedIn
        ? json(200, { player, kind: 'account', via: 'session', scopes: ['read', 'play'], sessionId: 's1', moderator: false })
        : json(401, { error: { code: 'unauthorized', message: 'Not signed in.' } });
    }
    if (String(url) === '/api/v1/players/me' && signedIn) {
      name = JSON.parse(String(init?.body)).name;
      return json(200, { player: { ...player, name } });
    }
    if (String(url) === '/api/v1/players' && method === 'POST')
      return json(201, { player: { id: 'g1', name: 'Guest', guest: true, createdAt: '2026-01-01T00:00:00.000Z' }, token: 'guest-secret' });
    return json(401, { error: { code: 'unauthorized', message: 'Who?' } });
  };
  return { calls, fetcher: fetcher as typeof fetch, signOutElsewhere: () => (signedIn = false) };
}

describe('the signed-in identity', () => {
  it('is the session cookie’s account, asked of the server and never stored, with no token', async () => {
    const storage = memoryStorage();
    const server = signedInServer();
    const api = createApi({ fetch: server.fetcher, token: () => storedIdentity(storage)?.token ?? null });
    const me = new Guest(storage, api);
    expect(await me.ensure()).toEqual({ id: 'acc', name: 'Grace', token: null, account: true, moderator: false });
    expect(storedIdentity(storage)).toBeNull();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
    expect((await me.rename('Grace H')).name).toBe('Grace H');
    expect(me.current?.name).toBe('Grace H');
    expect(server.calls.every((c) => c.auth === null)).toBe(true);
  });

  it('becomes a new guest once signed out, here or elsewhere, and tells who listens', async () => {
    const storage = memoryStorage();
    const server = signedInServer();
    const api = createApi({ fetch: server.fetcher, token: () => storedIdentity(storage)?.token ?? null });
    const me = new Guest(storage, api);
    const heard: unknown[] = [];
    me.onChange((identity) => heard.push(identity?.id));
    await me.ensure();
    expect(await me.recheck()).toMatchObject({ id: 'acc' });
    server.signOutElsewhere();
    expect(await me.recheck()).toEqual({ id: 'g1', name: 'Guest', token: 'guest-secret', account: false });
    expect(heard).toEqual(['g1']);
    expect(storedIdentity(storage)?.token).toBe('guest-secret');
  });

  it('drops the guest token after signing in, and asks who it is now', async () => {
    const storage = memoryStorage();
    const server = signedInServer();
    const api = createApi({ fetch: server.fetcher, token: () => storedIdentity(storage)?.token ?? null });
    const me = new Guest(storage, api);
    storage.set('gridrace.player', JSON.stringify({ id: 'g0', name: 'Old guest', token: 'old' }));
    expect(await me.ensure()).toMatchObject({ id: 'g0', token: 'old' });
    expect(await me.afterSignIn()).toEqual({ id: 'acc', name: 'Grace', token: null, account: true, moderator: false });
    expect(storedIdentity(storage)).toBeNull();
    expect((await me.signOut()).account).toBe(false);
  });
});
