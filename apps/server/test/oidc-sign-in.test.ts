import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowIdHash } from '../src/accounts/auth-flows.ts';
import type { Config } from '../src/config.ts';
import { startTestServer, type TestServer } from './support/app.ts';
import { signInAtProvider, startTestProvider, type TestProvider } from './support/oidc-provider.ts';
import { sessionSetBy, signedInAccount } from './support/signed-in.ts';

const ORIGIN = 'http://gridrace.test';
const CALLBACK = `${ORIGIN}/api/v1/auth/oidc/callback`;

interface Asked {
  method?: string;
  body?: unknown;
  cookie?: string;
  token?: string;
}

/** A client of one server: asks as a browser of this origin would (its Origin on unsafe requests). */
function clientOf(server: TestServer) {
  const ask = (path: string, init: Asked = {}) =>
    fetch(`${server.url}${path}`, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.method && init.method !== 'GET' ? { origin: server.url } : {}),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  /** POST /auth/oidc/start: the provider's page and the flow cookie it set. */
  const begin = async (init: Omit<Asked, 'method'> = {}) => {
    const started = await ask('/api/v1/auth/oidc/start', { method: 'POST', body: {}, ...init });
    expect(started.status, await started.clone().text()).toBe(200);
    const line = started.headers.getSetCookie().find((cookie) => cookie.startsWith('gridrace_oidc='))!;
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).toMatch(/Path=\/api\/v1\/auth\/oidc\/callback/);
    return { url: ((await started.json()) as { url: string }).url, flowCookie: line.split(';')[0]! };
  };
  /** The provider's redirect back, followed by this browser (its cookies). */
  const callback = (back: URL, cookies: (string | undefined)[]) => ask(`${back.pathname}${back.search}`, { cookie: cookies.filter(Boolean).join('; ') });
  return { ask, begin, callback };
}

describe('OpenID Connect sign-in against a real provider (docs/accounts.md#openid-connect)', () => {
  let provider: TestProvider;
  let server: TestServer;
  let client: ReturnType<typeof clientOf>;
  const config = (): Partial<Config> => ({
    publicOrigin: ORIGIN,
    oidc: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret, name: 'Test ID' },
  });

  beforeAll(async () => {
    provider = await startTestProvider({ redirectUris: [CALLBACK] });
    server = await startTestServer({ configOverrides: config() });
    client = clientOf(server);
  });
  afterAll(async () => {
    await server?.close();
    await provider?.stop();
  });

  /** Signs in at the provider as `login`, comes back: the callback's answer. */
  const signIn = async (login: string, init: Omit<Asked, 'method'> = {}) => {
    const { url, flowCookie } = await client.begin(init);
    const back = await signInAtProvider(url, login);
    return client.callback(back, [flowCookie, init.cookie]);
  };
  const identityOwner = (login: string) => server.store.identityOwner(provider.issuer, login);

  it('says which provider the sign-in page offers', async () => {
    expect(await (await client.ask('/api/v1/auth/methods')).json()).toEqual({
      passkeys: true,
      deviceCode: true,
      oidc: { name: 'Test ID' },
      localSignUp: true,
      registration: 'open',
    });
  });

  it('makes a new account for a new identity, named by its preferred_username, and signs the browser in', async () => {
    const answer = await signIn('grace');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/sign-in/done');
    const cookie = sessionSetBy(answer);
    expect(cookie).not.toBeNull();
    const owner = await identityOwner('grace');
    const player = await server.store.playerById(owner!);
    expect(player).toMatchObject({ name: 'grace' });
    expect(player?.accountAt).not.toBeNull();
    expect((await server.app.services.sessions.resolve(cookie!.split('=')[1]!, '127.0.0.1', false))?.player.id).toBe(owner);
  });

  it('signs a known identity in to its account again, making no other', async () => {
    const before = await identityOwner('grace');
    const answer = await signIn('grace');
    expect(answer.headers.get('location')).toBe('/sign-in/done');
    expect((await server.app.services.sessions.resolve(sessionSetBy(answer)!.split('=')[1]!, '127.0.0.1', false))?.player.id).toBe(before);
  });

  it('turns the guest who signs in into the account, the same player (their progress kept)', async () => {
    const guest = (await (await client.ask('/api/v1/players', { method: 'POST', body: { name: 'Guest Hopper' } })).json()) as { player: { id: string }; token: string };
    const answer = await signIn('hopper', { token: guest.token });
    expect(answer.headers.get('location')).toBe('/sign-in/done');
    expect(await identityOwner('hopper')).toBe(guest.player.id);
    expect(await server.store.playerById(guest.player.id)).toMatchObject({ name: 'hopper' });
  });

  it('picks a free variant of a taken handle', async () => {
    await signedInAccount(server.app, 'Taken');
    const answer = await signIn('taken');
    expect(answer.headers.get('location')).toBe('/sign-in/done');
    expect(await server.store.playerById((await identityOwner('taken'))!)).toMatchObject({ name: 'taken2' });
  });

  it('links an identity to the signed-in account from the account page, lists it, and refuses to unlink the last way in', async () => {
    const { player, cookie } = await signedInAccount(server.app, 'Linker');
    const answer = await signIn('linker-at-provider', { cookie, body: { link: true } });
    expect(answer.headers.get('location')).toBe('/account?oidc=linked');
    expect(sessionSetBy(answer)).toBeNull();
    expect(await identityOwner('linker-at-provider')).toBe(player.id);
    const listed = (await (await client.ask('/api/v1/account/identities', { cookie })).json()) as { identities: { issuer: string; subject: string; provider: string }[] };
    expect(listed.identities).toEqual([{ issuer: provider.issuer, subject: 'linker-at-provider', provider: 'Test ID', createdAt: expect.any(String) }]);
    // Linking it again says so; another account's identity is not taken over.
    expect((await signIn('linker-at-provider', { cookie, body: { link: true } })).headers.get('location')).toBe('/account?oidc=already_linked');
    expect((await signIn('grace', { cookie, body: { link: true } })).headers.get('location')).toBe('/account?oidc=in_use');
    const path = (subject: string) => `/api/v1/account/identities/${encodeURIComponent(provider.issuer)}/${encodeURIComponent(subject)}`;
    // With no passkey, the only identity is the only way in: it stays.
    const last = await client.ask(path('linker-at-provider'), { method: 'DELETE', cookie });
    expect(last.status).toBe(409);
    expect(((await last.json()) as { error: { code: string } }).error.code).toBe('last_sign_in_method');
    expect((await signIn('linker-second', { cookie, body: { link: true } })).headers.get('location')).toBe('/account?oidc=linked');
    expect((await client.ask(path('linker-at-provider'), { method: 'DELETE', cookie })).status).toBe(200);
    expect(await identityOwner('linker-at-provider')).toBeNull();
    expect((await client.ask(path('linker-at-provider'), { method: 'DELETE', cookie })).status).toBe(404);
    // Not another account's.
    expect((await client.ask(path('grace'), { method: 'DELETE', cookie })).status).toBe(404);
  });

  it('refuses a link without a signed-in account, and identities to anyone but a signed-in browser', async () => {
    expect((await client.ask('/api/v1/auth/oidc/start', { method: 'POST', body: { link: true } })).status).toBe(401);
    expect((await client.ask('/api/v1/account/identities')).status).toBe(401);
  });

  it('refuses a return whose state is not the one this browser began with (a forged or crossed callback)', async () => {
    const { url, flowCookie } = await client.begin();
    const back = await signInAtProvider(url, 'mallory');
    back.searchParams.set('state', 'forged-state');
    const answer = await client.callback(back, [flowCookie]);
    expect(answer.headers.get('location')).toBe('/sign-in?oidc=failed');
    expect(sessionSetBy(answer)).toBeNull();
    expect(await identityOwner('mallory')).toBeNull();
  });

  it("refuses a return to a browser that did not begin it (an attacker's code in a victim's browser), and a replayed one", async () => {
    const { url, flowCookie } = await client.begin();
    const back = await signInAtProvider(url, 'replayed');
    const noCookie = await client.callback(back, []);
    expect(noCookie.headers.get('location')).toBe('/sign-in?oidc=failed');
    expect(await identityOwner('replayed')).toBeNull();
    expect((await client.callback(back, [flowCookie])).headers.get('location')).toBe('/sign-in/done');
    const replay = await client.callback(back, [flowCookie]);
    expect(replay.headers.get('location')).toBe('/sign-in?oidc=failed');
    expect(sessionSetBy(replay)).toBeNull();
  });

  it("refuses an id token whose nonce is not the flow's", async () => {
    const { url, flowCookie } = await client.begin();
    // The flow as stored, its nonce changed: the provider's token, bound to the real one, no longer matches.
    const hash = flowIdHash(flowCookie.split('=')[1]!);
    const flow = (await server.store.takeAuthFlow('oidc', hash, Date.now()))!;
    await server.store.putAuthFlow({ ...flow, data: { ...(flow.data as object), nonce: 'another-nonce' } });
    const answer = await client.callback(await signInAtProvider(url, 'nonce-check'), [flowCookie]);
    expect(answer.headers.get('location')).toBe('/sign-in?oidc=failed');
    expect(await identityOwner('nonce-check')).toBeNull();
  });

  it('refuses malformed start bodies with a clear error', async () => {
    for (const body of [{ link: 'yes' }, { invite: 'x'.repeat(65) }, { extra: 1 }]) {
      const answer = await client.ask('/api/v1/auth/oidc/start', { method: 'POST', body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('OpenID Connect and the registration policy', () => {
  it('makes no new account on a closed server, and says why', async () => {
    const provider = await startTestProvider({ redirectUris: [CALLBACK] });
    const server = await startTestServer({
      configOverrides: {
        registration: 'closed',
        publicOrigin: ORIGIN,
        oidc: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret, name: 'Test ID' },
      },
    });
    try {
      const client = clientOf(server);
      const { url, flowCookie } = await client.begin();
      const refused = await client.callback(await signInAtProvider(url, 'newcomer'), [flowCookie]);
      expect(refused.headers.get('location')).toBe('/sign-in?oidc=registration_closed');
      expect(sessionSetBy(refused)).toBeNull();
      expect(await server.store.identityOwner(provider.issuer, 'newcomer')).toBeNull();
    } finally {
      await server.close();
      await provider.stop();
    }
  });
});

describe('OpenID Connect when the provider is down, or absent', () => {
  it('starts anyway, says so in the log, and answers 503 to a sign-in until the provider answers; sign-ins begun are bounded per address', async () => {
    const down = await startTestProvider({ redirectUris: [CALLBACK] });
    await down.stop();
    const lines: string[] = [];
    const server = await startTestServer({
      logger: true,
      logStream: { write: (line: string) => lines.push(line) },
      configOverrides: { logLevel: 'info', publicOrigin: ORIGIN, oidc: { issuer: down.issuer, clientId: down.clientId, clientSecret: down.clientSecret, name: 'Down ID' } },
    });
    try {
      const client = clientOf(server);
      expect(((await (await client.ask('/api/v1/auth/methods')).json()) as { oidc: unknown }).oidc).toEqual({ name: 'Down ID' });
      const refused = await client.ask('/api/v1/auth/oidc/start', { method: 'POST', body: {} });
      expect(refused.status).toBe(503);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/Down ID does not answer/);
      expect(lines.some((line) => line.includes('does not answer its discovery'))).toBe(true);
      // Beginning is bounded per address (each sign-in begun is a row until it expires): 20 a minute.
      for (let i = 1; i < 20; i += 1) expect((await client.ask('/api/v1/auth/oidc/start', { method: 'POST', body: {} })).status).toBe(503);
      const flooded = await client.ask('/api/v1/auth/oidc/start', { method: 'POST', body: {} });
      expect(flooded.status).toBe(429);
      expect(Number(flooded.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });

  it('answers 404 to both routes on a server with no provider, and lists none', async () => {
    const server = await startTestServer();
    try {
      const client = clientOf(server);
      expect(((await (await client.ask('/api/v1/auth/methods')).json()) as { oidc: unknown }).oidc).toBeNull();
      expect((await client.ask('/api/v1/auth/oidc/start', { method: 'POST', body: {} })).status).toBe(404);
      expect((await client.ask('/api/v1/auth/oidc/callback?code=x&state=y')).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
