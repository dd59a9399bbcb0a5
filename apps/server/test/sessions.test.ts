import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_TIMES } from '../src/accounts/session-times.ts';
import type { PlayerRecord } from '../src/store/store.ts';
import { makeAccount, sessionCookieOf, signIn } from './support/accounts.ts';
import { request as emit, startTestServer, type TestServer } from './support/app.ts';

const PUZZLE = 'fifteen.v1.3.sessions';

/** What these routes answer, loosely: each test reads the fields it checks. */
interface Body {
  readonly error: { readonly code: string };
  readonly sessions: readonly { readonly device: string; readonly current: boolean }[];
  readonly tokens: readonly { readonly id: string; readonly lastUsedAt: string | null }[];
  readonly [field: string]: unknown;
}
interface Answer extends Response {
  json(): Promise<Body>;
}
const MINUTE = 60_000;

describe('sessions: the cookie, its expiry, rotation and sign-out', () => {
  let server: TestServer;
  let clock = Date.parse('2026-06-01T12:00:00Z');
  let origin: string;
  const ask = (path: string, init: RequestInit & { cookie?: string; token?: string; origin?: string | null } = {}) => {
    const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
    if (init.cookie) headers.cookie = init.cookie;
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.origin !== null && init.origin !== undefined) headers.origin = init.origin;
    if (typeof init.body === 'string') headers['content-type'] = 'application/json';
    return fetch(`${server.url}${path}`, { ...init, headers }) as Promise<Answer>;
  };
  const rename = (name: string, options: { cookie?: string; token?: string; origin?: string | null }) =>
    ask('/api/v1/players/me', { method: 'PATCH', body: JSON.stringify({ name }), ...options });
  const connect = (options: { cookie?: string; auth: Record<string, unknown> }): Promise<Socket> => {
    const socket = io(server.url, { transports: ['websocket'], auth: options.auth, reconnection: false, extraHeaders: options.cookie ? { cookie: options.cookie } : {} });
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', (error) => {
        socket.close();
        reject(error);
      });
    });
  };
  const disconnected = (socket: Socket) => new Promise<string>((resolve) => (socket.disconnected ? resolve('already') : socket.once('disconnect', resolve)));

  beforeAll(async () => {
    server = await startTestServer({ now: () => clock });
    origin = server.url;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('tells who a signed-in browser is, and 401 without a session', async () => {
    const ada = await makeAccount(server.store, 'Ada', clock);
    const { cookie, sessionId } = await signIn(server.app, ada);
    const who = await ask('/api/v1/session', { cookie });
    expect(who.status).toBe(200);
    expect(await who.json()).toEqual({
      player: { id: ada.id, name: 'Ada', createdAt: new Date(clock).toISOString() },
      kind: 'account',
      via: 'session',
      scopes: ['read', 'play'],
      sessionId,
      moderator: false,
    });
    expect((await ask('/api/v1/session')).status).toBe(401);
    // A cookie that names no session: anonymous, and the cookie is cleared.
    const unknown = await ask('/api/v1/session', { cookie: `gridrace_session=${'A'.repeat(43)}` });
    expect(unknown.status).toBe(401);
    expect(sessionCookieOf(unknown)).toBe('');
    for (const junk of ['', 'x', 'é'.repeat(43), 'A'.repeat(5000)])
      expect((await ask('/api/v1/session', { cookie: `gridrace_session=${encodeURIComponent(junk)}` })).status).toBe(401);
  });

  it('sets the cookie HttpOnly, SameSite=Lax, Path=/, for as long as the idle timeout, and beside it a readable one with no secret (Sessions.start)', async () => {
    const ada = await makeAccount(server.store, 'Starter', clock);
    const cookies: unknown[][] = [];
    const reply = { setCookie: (...args: unknown[]) => cookies.push(args) } as never;
    await server.app.services.sessions.start(ada, { headers: { 'user-agent': 'curl/8.5.0' }, ip: '192.0.2.3', protocol: 'https' } as never, reply);
    const [set, hint] = cookies;
    expect(cookies).toHaveLength(2);
    expect(set![0]).toBe('gridrace_session');
    expect(set![1]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(set![2]).toEqual({ httpOnly: true, sameSite: 'lax', path: '/', secure: true, maxAge: DEFAULT_SESSION_TIMES.idleMs / 1000 });
    // The page's scripts learn from it that asking who they are is worth a request; it holds nothing to steal.
    expect(hint).toEqual(['gridrace_signed_in', '1', { httpOnly: false, sameSite: 'lax', path: '/', secure: true, maxAge: DEFAULT_SESSION_TIMES.idleMs / 1000 }]);
    const [session] = await server.app.services.sessions.list(ada.id);
    expect(session).toMatchObject({ device: 'curl', address: '192.0.2.3' });
    // The secret itself is nowhere in the row, only its hash.
    expect(JSON.stringify(session)).not.toContain(String(set![1]));
  });

  it('refuses a state-changing request signed by the cookie from another origin, or from none, and takes it from its own', async () => {
    const ada = await makeAccount(server.store, 'Crosser', clock);
    const { cookie } = await signIn(server.app, ada);
    const makeToken = (options: { origin?: string | null }) =>
      ask('/api/v1/account/tokens', { method: 'POST', body: JSON.stringify({ name: 'cross', scopes: ['read', 'play'] }), cookie, ...options });
    for (const foreign of [null, 'https://evil.example', 'http://127.0.0.1:1', 'null']) {
      const refused = await makeToken({ origin: foreign });
      expect(refused.status, String(foreign)).toBe(403);
      expect((await refused.json()).error.code).toBe('cross_site_request');
      expect((await rename('Mallory', { cookie, origin: foreign })).status).toBe(403);
    }
    expect(await server.app.services.apiTokens.list(ada.id)).toEqual([]);
    const done = await makeToken({ origin });
    expect(done.status).toBe(201);
    expect(await server.app.services.apiTokens.list(ada.id)).toHaveLength(1);
    // From its own page, past the Origin rule: an account's name is its handle, not renamed as a guest's is.
    const renamed = await rename('Crosser Two', { cookie, origin });
    expect(renamed.status).toBe(403);
    expect((await renamed.json()).error.code).toBe('forbidden');
    expect((await server.store.playerById(ada.id))?.name).toBe('Crosser');
    // Reads need no Origin, and a Bearer token is never subject to it.
    expect((await ask(`/api/v1/players/me/runs?puzzleId=${PUZZLE}`, { cookie })).status).toBe(200);
  });

  it('ends a session unused for the idle timeout, and writes last seen at most once a minute', async () => {
    const ada = await makeAccount(server.store, 'Idler', clock);
    const { cookie, sessionId } = await signIn(server.app, ada);
    const seen = async () => (await server.store.sessionById(sessionId))?.lastSeenAt;
    const created = clock;
    clock += 30_000;
    expect((await ask('/api/v1/session', { cookie })).status).toBe(200);
    expect(await seen()).toBe(created);
    clock += 31_000;
    const touched = await ask('/api/v1/session', { cookie });
    expect(await seen()).toBe(clock);
    // Seen again: the cookie's Max-Age counts from now.
    expect(sessionCookieOf(touched)).toBe(cookie.split('=')[1]);
    clock += DEFAULT_SESSION_TIMES.idleMs + 1;
    const expired = await ask('/api/v1/session', { cookie });
    expect(expired.status).toBe(401);
    expect(sessionCookieOf(expired)).toBe('');
    expect(await server.app.services.sessions.list(ada.id)).toEqual([]);
  });

  it('rotates the secret after a day: the old cookie still works for the grace, then not', async () => {
    const ada = await makeAccount(server.store, 'Rotor', clock);
    const { cookie } = await signIn(server.app, ada);
    clock += DEFAULT_SESSION_TIMES.rotateMs;
    const first = await ask('/api/v1/session', { cookie });
    expect(first.status).toBe(200);
    const rotated = sessionCookieOf(first);
    expect(rotated).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(`gridrace_session=${rotated}`).not.toBe(cookie);
    // A request sent at once with the old cookie (another tab) is not signed out, and does not rotate again.
    clock += MINUTE;
    const concurrent = await ask('/api/v1/session', { cookie });
    expect(concurrent.status).toBe(200);
    expect(sessionCookieOf(concurrent)).toBeUndefined();
    expect((await ask('/api/v1/session', { cookie: `gridrace_session=${rotated}` })).status).toBe(200);
    clock += DEFAULT_SESSION_TIMES.graceMs;
    expect((await ask('/api/v1/session', { cookie })).status).toBe(401);
    expect((await ask('/api/v1/session', { cookie: `gridrace_session=${rotated}` })).status).toBe(200);
  });

  it('signs out: the session ends, its cookie is cleared and no longer works, its socket is disconnected', async () => {
    const ada = await makeAccount(server.store, 'Leaver', clock);
    const { cookie } = await signIn(server.app, ada);
    const socket = await connect({ cookie, auth: { session: true } });
    const started = await emit<{ ok: boolean }>(socket, 'run:start', { puzzleId: PUZZLE });
    expect(started.ok).toBe(true);
    const gone = disconnected(socket);
    // Signing out changes state: from another origin, refused (and nothing ended).
    expect((await ask('/api/v1/session', { method: 'DELETE', cookie, origin: 'https://evil.example' })).status).toBe(403);
    expect((await ask('/api/v1/session', { cookie })).status).toBe(200);
    const out = await ask('/api/v1/session', { method: 'DELETE', cookie, origin });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ ended: true });
    expect(sessionCookieOf(out)).toBe('');
    // Its readable companion goes too, so the page asks nobody who it is on its next visit.
    expect(out.headers.getSetCookie().find((line) => line.startsWith('gridrace_signed_in='))).toMatch(/^gridrace_signed_in=;/);
    expect(await gone).toBe('io server disconnect');
    expect((await ask('/api/v1/session', { cookie })).status).toBe(401);
    await expect(connect({ cookie, auth: { session: true } })).rejects.toThrow(/not signed in/);
    await expect(connect({ auth: { session: true } })).rejects.toThrow(/not signed in/);
    // Signed out already: nothing to end, the cookie cleared all the same.
    expect(await (await ask('/api/v1/session', { method: 'DELETE', cookie, origin })).json()).toEqual({ ended: false });
  });

  it('lists the account’s sessions, ends one, and signs out everywhere else: their sockets disconnected, this one kept', async () => {
    const ada = await makeAccount(server.store, 'Many', clock);
    const here = await signIn(server.app, ada, 'Firefox on Linux');
    const phone = await signIn(server.app, ada, 'Safari on iOS');
    const tablet = await signIn(server.app, ada, 'Chrome on Android');
    const other = await makeAccount(server.store, 'Other', clock);
    const theirs = await signIn(server.app, other);
    const list = await (await ask('/api/v1/account/sessions', { cookie: here.cookie })).json();
    expect(list.sessions.map((s) => [s.device, s.current]).sort()).toEqual([
      ['Chrome on Android', false],
      ['Firefox on Linux', true],
      ['Safari on iOS', false],
    ]);
    // Another account's session is not this account's to end.
    expect((await ask(`/api/v1/account/sessions/${theirs.sessionId}`, { method: 'DELETE', cookie: here.cookie, origin })).status).toBe(404);
    expect((await ask('/api/v1/session', { cookie: theirs.cookie })).status).toBe(200);
    const tabletSocket = await connect({ cookie: tablet.cookie, auth: { session: true } });
    const tabletGone = disconnected(tabletSocket);
    expect((await ask(`/api/v1/account/sessions/${tablet.sessionId}`, { method: 'DELETE', cookie: here.cookie, origin })).status).toBe(200);
    expect(await tabletGone).toBe('io server disconnect');

    const hereSocket = await connect({ cookie: here.cookie, auth: { session: true } });
    const phoneSockets = [await connect({ cookie: phone.cookie, auth: { session: true } }), await connect({ cookie: phone.cookie, auth: { session: true } })];
    const theirSocket = await connect({ cookie: theirs.cookie, auth: { session: true } });
    const phonesGone = Promise.all(phoneSockets.map(disconnected));
    const everywhere = await ask('/api/v1/account/sessions/sign-out-everywhere', { method: 'POST', cookie: here.cookie, origin });
    expect(await everywhere.json()).toEqual({ ended: 1 });
    expect(await phonesGone).toEqual(['io server disconnect', 'io server disconnect']);
    expect((await ask('/api/v1/session', { cookie: phone.cookie })).status).toBe(401);
    expect((await ask('/api/v1/session', { cookie: here.cookie })).status).toBe(200);
    expect(hereSocket.connected).toBe(true);
    expect(theirSocket.connected).toBe(true);
    expect((await (await ask('/api/v1/account/sessions', { cookie: here.cookie })).json()).sessions).toHaveLength(1);
    for (const socket of [hereSocket, theirSocket]) socket.close();
  });

  it('keeps sessions and tokens to accounts signed in in a browser: a guest gets 403 account_required, a token 403', async () => {
    const guest = (await (await ask('/api/v1/players', { method: 'POST', body: JSON.stringify({ name: 'Guest' }) })).json()) as unknown as { token: string };
    for (const [path, method] of [
      ['/api/v1/account/sessions', 'GET'],
      ['/api/v1/account/tokens', 'GET'],
      ['/api/v1/account/sessions/sign-out-everywhere', 'POST'],
    ] as const) {
      const refused = await ask(path, { method, token: guest.token });
      expect(refused.status, path).toBe(403);
      expect((await refused.json()).error.code).toBe('account_required');
      expect((await ask(path, { method })).status).toBe(401);
    }
    const made = await ask('/api/v1/account/tokens', { method: 'POST', token: guest.token, body: JSON.stringify({ name: 'bot', scopes: ['read'] }) });
    expect((await made.json()).error.code).toBe('account_required');
    // A guest token says who it is, with every scope, as before.
    expect(await (await ask('/api/v1/session', { token: guest.token })).json()).toMatchObject({ kind: 'guest', via: 'guest', scopes: ['read', 'play'], sessionId: null });
  });
});

describe('personal API tokens and their scopes', () => {
  let server: TestServer;
  let account: PlayerRecord;
  let cookie: string;
  const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  const ask = (path: string, init: RequestInit = {}, auth: { cookie?: string; token?: string } = { cookie }): Promise<Answer> =>
    fetch(`${server.url}${path}`, {
      ...init,
      headers: {
        ...(init.headers as Record<string, string>),
        ...(auth.cookie ? { cookie: auth.cookie, origin: server.url } : {}),
        ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
      },
    }) as Promise<Answer>;
  const makeToken = async (name: string, scopes: string[]) => {
    const made = await ask('/api/v1/account/tokens', { method: 'POST', ...json({ name, scopes }) });
    expect(made.status).toBe(201);
    return (await made.json()) as unknown as { apiToken: { id: string; scopes: string[] }; token: string };
  };

  beforeAll(async () => {
    server = await startTestServer();
    account = await makeAccount(server.store, 'Botmaker');
    ({ cookie } = await signIn(server.app, account));
  });
  afterAll(async () => {
    await server?.close();
  });

  it('makes a token shown once, prefixed grt_, listed without its secret, with its last use', async () => {
    const { apiToken, token } = await makeToken('  reader  ', ['read']);
    expect(token).toMatch(/^grt_[A-Za-z0-9_-]{43}$/);
    expect(apiToken).toMatchObject({ name: 'reader', scopes: ['read'], lastUsedAt: null });
    expect((await ask(`/api/v1/players/me/runs?puzzleId=${PUZZLE}`, {}, { token })).status).toBe(200);
    const listed = await (await ask('/api/v1/account/tokens')).json();
    expect(JSON.stringify(listed)).not.toContain(token);
    expect(listed.tokens.find((t) => t.id === apiToken.id)?.lastUsedAt).not.toBeNull();
    expect(await (await ask('/api/v1/session', {}, { token })).json()).toMatchObject({ player: { id: account.id }, kind: 'account', via: 'token', scopes: ['read'] });
  });

  it('lets a read token read its own runs, but not change anything, over REST or a socket', async () => {
    const { token } = await makeToken('read only', ['read']);
    expect((await ask(`/api/v1/players/me/runs?puzzleId=${PUZZLE}`, {}, { token })).status).toBe(200);
    const renamed = await ask('/api/v1/players/me', { method: 'PATCH', ...json({ name: 'Hijacked' }) }, { token });
    expect(renamed.status).toBe(403);
    expect((await renamed.json()).error.code).toBe('insufficient_scope');
    expect((await server.store.playerById(account.id))?.name).toBe('Botmaker');
    await expect(server.connect(token)).rejects.toThrow(/insufficient_scope: this token may only read/);
  });

  it('lets a play token start a run and move over a socket, and pass the scope check over REST', async () => {
    const { token, apiToken } = await makeToken('player', ['play']);
    expect(apiToken.scopes).toEqual(['read', 'play']);
    const socket = await server.connect(token);
    const started = await emit<{ ok: boolean; runId: string }>(socket, 'run:start', { puzzleId: PUZZLE });
    expect(started.ok).toBe(true);
    const moved = await emit<{ ok: boolean; error?: { code: string } }>(socket, 'run:move', { runId: started.runId, seq: 1, move: { x: 0, y: 0 } });
    // The move is the rules' to judge (legal or not here): what matters is that the token's player may make it.
    expect(moved.error?.code).not.toBe('unauthorized');
    expect((await server.store.runById(started.runId))?.playerId).toBe(account.id);
    // Past the scope check (an account's name is its handle, so the rename itself is refused as for the account's browser).
    expect((await (await ask('/api/v1/players/me', { method: 'PATCH', ...json({ name: 'Botmaker' }) }, { token })).json()).error.code).toBe('forbidden');
    socket.close();
  });

  it('revokes a token at once: refused afterwards, its sockets disconnected', async () => {
    const { apiToken, token } = await makeToken('short lived', ['read', 'play']);
    const socket = await server.connect(token);
    const gone = new Promise((resolve) => socket.once('disconnect', resolve));
    expect((await ask(`/api/v1/account/tokens/${apiToken.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect((await ask('/api/v1/session', {}, { token })).status).toBe(401);
    expect((await ask(`/api/v1/account/tokens/${apiToken.id}`, { method: 'DELETE' })).status).toBe(404);
    await expect(server.connect(token)).rejects.toThrow(/unknown player token/);
  });

  it('refuses bad token requests with clear errors and makes nothing: names, scopes, too many, ids, tokens managing tokens', async () => {
    const before = (await (await ask('/api/v1/account/tokens')).json()).tokens.length;
    for (const body of [
      { name: '', scopes: ['read'] },
      { name: 'x'.repeat(33), scopes: ['read'] },
      { name: 'a\u0007b', scopes: ['read'] },
      { name: 'p', scopes: [] },
      { name: 'p', scopes: ['read', 'play', 'play'] },
      { name: 'p', scopes: ['admin'] },
      { name: 'p', scopes: ['read'], extra: 1 },
    ]) {
      const refused = await ask('/api/v1/account/tokens', { method: 'POST', ...json(body) });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect((await refused.json()).error.code).toBe('invalid_payload');
    }
    expect((await ask('/api/v1/account/tokens/..%2F..', { method: 'DELETE' })).status).toBe(400);
    expect((await ask(`/api/v1/account/tokens/${'x'.repeat(33)}`, { method: 'DELETE' })).status).toBe(400);
    // A token cannot make tokens (a leaked one cannot mint others).
    const { token } = await makeToken('minter', ['read', 'play']);
    const minted = await ask('/api/v1/account/tokens', { method: 'POST', ...json({ name: 'child', scopes: ['read'] }) }, { token });
    expect(minted.status).toBe(403);
    expect((await minted.json()).error.code).toBe('forbidden');
    expect((await (await ask('/api/v1/account/tokens')).json()).tokens.length).toBe(before + 1);
    // At most 20 live tokens.
    for (let made = before + 1; made < 20; made++) await makeToken(`t${made}`, ['read']);
    const over = await ask('/api/v1/account/tokens', { method: 'POST', ...json({ name: 'one more', scopes: ['read'] }) });
    expect(over.status).toBe(409);
    expect((await over.json()).error.code).toBe('too_many_tokens');
  });

  it('keeps a guest token from before working everywhere: REST reads and writes, a socket that plays', async () => {
    const created = (await (await ask('/api/v1/players', { method: 'POST', ...json({ name: 'Old Bot' }) }, {})).json()) as unknown as { token: string; player: { id: string } };
    const token = created.token;
    expect((await ask(`/api/v1/players/me/runs?puzzleId=${PUZZLE}`, {}, { token })).status).toBe(200);
    expect((await ask('/api/v1/players/me', { method: 'PATCH', ...json({ name: 'Old Bot 2' }) }, { token })).status).toBe(200);
    const socket = await server.connect(token);
    expect((await emit<{ ok: boolean }>(socket, 'run:start', { puzzleId: PUZZLE })).ok).toBe(true);
    socket.close();
    expect((await ask('/api/v1/session', {}, { token: 'not-a-known-token' })).status).toBe(401);
    expect((await ask('/api/v1/session', {}, { token: 'grt_not-a-known-token' })).status).toBe(401);
  });
});

describe('the Origin rule behind a proxy that TRUST_PROXY believes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ configOverrides: { trustProxy: true } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('takes the origin the browser used, as the proxy forwarded it, and no other', async () => {
    const ada = await makeAccount(server.store, 'Proxied');
    const { cookie } = await signIn(server.app, ada);
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'play.example.org', cookie, 'content-type': 'application/json' };
    const make = (origin: string) =>
      fetch(`${server.url}/api/v1/account/tokens`, { method: 'POST', headers: { ...forwarded, origin }, body: JSON.stringify({ name: 'proxied', scopes: ['read'] }) });
    for (const foreign of [server.url, 'http://play.example.org', 'https://evil.example']) expect((await make(foreign)).status, foreign).toBe(403);
    expect((await make('https://play.example.org')).status).toBe(201);
  });
});
