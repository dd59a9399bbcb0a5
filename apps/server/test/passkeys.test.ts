import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasskeyLimits } from '@gridrace/protocol';
import { PASSKEY_REQUESTS_PER_MINUTE } from '../src/routes/passkeys.ts';
import { startTestServer, type TestServer } from './support/app.ts';
import { openStore } from '../src/store/connect.ts';
import { dropSchema, PG_URL, postgresAvailable } from './support/databases.ts';
import { SoftAuthenticator } from './support/soft-authenticator.ts';
import { runRecord } from './support/store-backends.ts';

// WebAuthn binds passkeys to a domain, never an address: every request names the site
// `localhost` (the Host a browser on http://localhost:<port> would send), and so does the
// software authenticator's origin.
const HOST = 'localhost';
const ORIGIN = 'http://localhost';
const errorOf = (body: unknown) => (body as { error: { code: string; message: string } }).error;
const sessionCookie = (response: request.Response) => ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('gridrace_session='));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const post = (agent: request.Agent | ReturnType<typeof request>, path: string) => agent.post(path).set('Host', HOST).set('Origin', ORIGIN);

/** Signs up with a new passkey of `authenticator`, as the guest of `token` if given; answers the agent signed in by the cookie. */
async function signUp(authenticator: SoftAuthenticator, handle: string, token?: string) {
  const agent = request.agent(server.url);
  const bearer = (r: request.Test) => (token === undefined ? r : r.set('Authorization', `Bearer ${token}`));
  const options = await bearer(post(agent, '/api/v1/auth/passkeys/register/options')).send({ handle }).expect(200);
  const verified = await bearer(post(agent, '/api/v1/auth/passkeys/register/verify'))
    .send({ flowId: options.body.flowId, response: authenticator.create(options.body.options) })
    .expect(200);
  return { agent, body: verified.body, response: verified };
}

async function signIn(authenticator: SoftAuthenticator) {
  const agent = request.agent(server.url);
  const options = await post(agent, '/api/v1/auth/passkeys/login/options').send({}).expect(200);
  const verified = await post(agent, '/api/v1/auth/passkeys/login/verify').send({ flowId: options.body.flowId, response: authenticator.get(options.body.options) });
  return { agent, verified };
}

describe('signing up with a passkey', () => {
  it('turns the guest into the account in place: their runs stay theirs, their old token stops, the browser is signed in', async () => {
    const guest = await request(server.url).post('/api/v1/players').send({ name: 'Guest 1' }).expect(201);
    const { id } = guest.body.player;
    await server.store.createRun(runRecord('r-ada', { playerId: id, status: 'solved', moves: 30, timeMs: 12_000, finishedAt: 1_700_000_012_000 }));
    const authenticator = new SoftAuthenticator(ORIGIN);
    const { agent, body, response } = await signUp(authenticator, 'Ada', guest.body.token);
    expect(body.player).toMatchObject({ id, name: 'Ada' });
    expect(body.passkey).toMatchObject({ name: 'Unknown device', lastUsedAt: null });
    expect(sessionCookie(response)).toMatch(/HttpOnly/);
    expect(sessionCookie(response)).toMatch(/SameSite=Lax/);
    await request(server.url).get('/api/v1/players/me/runs?puzzleId=fifteen.v1.3.abc').set('Authorization', `Bearer ${guest.body.token}`).expect(401);
    const profile = await request(server.url).get(`/api/v1/players/${id}`).expect(200);
    expect(profile.body.player.name).toBe('Ada');
    expect(JSON.stringify(profile.body)).toContain('r-ada');
    const list = await agent.get('/api/v1/account/passkeys').set('Host', HOST).expect(200);
    expect(list.body.passkeys).toEqual([body.passkey]);
  });

  it('makes a new account for a browser with no guest, named after the browser unless named', async () => {
    const authenticator = new SoftAuthenticator(ORIGIN);
    const agent = request.agent(server.url);
    const options = await post(agent, '/api/v1/auth/passkeys/register/options').send({ handle: 'Bobo' }).expect(200);
    const verified = await post(agent, '/api/v1/auth/passkeys/register/verify')
      .set('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')
      .send({ flowId: options.body.flowId, response: authenticator.create(options.body.options) })
      .expect(200);
    expect(verified.body.player.name).toBe('Bobo');
    expect(verified.body.passkey.name).toBe('Chrome on Linux');
  });

  it('refuses a handle taken (or looking the same) or not a handle before any passkey is made', async () => {
    for (const [handle, status, code] of [
      ['ada', 409, 'handle_taken'],
      ['АDA', 409, 'handle_taken'],
      ['a', 400, 'invalid_handle'],
      ['no spaces', 400, 'invalid_handle'],
    ] as const) {
      const refused = await post(request(server.url), '/api/v1/auth/passkeys/register/options').send({ handle }).expect(status);
      expect(errorOf(refused.body).code, handle).toBe(code);
    }
  });

  it('refuses a signed-in account a second sign-up', async () => {
    const { agent } = await signUp(new SoftAuthenticator(ORIGIN), 'Cyril');
    const refused = await post(agent, '/api/v1/auth/passkeys/register/options').send({ handle: 'Cyril2' }).expect(409);
    expect(errorOf(refused.body).code).toBe('conflict');
  });
});

describe('signing in with a passkey', () => {
  it('signs in with no handle typed, moves the counter on and stamps the use', async () => {
    const authenticator = new SoftAuthenticator(ORIGIN);
    const { body } = await signUp(authenticator, 'Dee');
    const { agent, verified } = await signIn(authenticator);
    expect(verified.status).toBe(200);
    expect(verified.body.player).toMatchObject({ id: body.player.id, name: 'Dee' });
    expect(sessionCookie(verified)).toBeDefined();
    const list = await agent.get('/api/v1/account/passkeys').set('Host', HOST).expect(200);
    expect(list.body.passkeys[0].lastUsedAt).not.toBeNull();
    expect((await server.store.passkeyById(body.passkey.id))?.counter).toBe(1);
  });

  it('refuses a replayed answer, an answer to another challenge, a passkey of nobody here, and a counter that went back', async () => {
    const authenticator = new SoftAuthenticator(ORIGIN);
    await signUp(authenticator, 'Eve');
    const a = await post(request(server.url), '/api/v1/auth/passkeys/login/options').send({}).expect(200);
    const b = await post(request(server.url), '/api/v1/auth/passkeys/login/options').send({}).expect(200);
    const replayed = authenticator.get(a.body.options);
    await post(request(server.url), '/api/v1/auth/passkeys/login/verify').send({ flowId: a.body.flowId, response: replayed }).expect(200);
    const again = await post(request(server.url), '/api/v1/auth/passkeys/login/verify').send({ flowId: a.body.flowId, response: replayed }).expect(400);
    expect(errorOf(again.body).code).toBe('auth_flow_expired');
    const other = await post(request(server.url), '/api/v1/auth/passkeys/login/verify').send({ flowId: b.body.flowId, response: replayed }).expect(401);
    expect(errorOf(other.body).code).toBe('unauthorized');
    expect(sessionCookie(other)).toBeUndefined();

    const c = await post(request(server.url), '/api/v1/auth/passkeys/login/options').send({}).expect(200);
    const stranger = new SoftAuthenticator(ORIGIN);
    stranger.create({ ...(await post(request(server.url), '/api/v1/auth/passkeys/register/options').send({ handle: 'Nobody' }).expect(200)).body.options });
    await post(request(server.url), '/api/v1/auth/passkeys/login/verify')
      .send({ flowId: c.body.flowId, response: stranger.get(c.body.options) })
      .expect(401);

    const d = await post(request(server.url), '/api/v1/auth/passkeys/login/options').send({}).expect(200);
    await post(request(server.url), '/api/v1/auth/passkeys/login/verify')
      .send({ flowId: d.body.flowId, response: authenticator.get(d.body.options, { counter: 1 }) })
      .expect(401);
  });

  it('signs in naming a handle, offering that account’s passkeys; an unknown handle is a 404', async () => {
    const authenticator = new SoftAuthenticator(ORIGIN);
    const { body } = await signUp(authenticator, 'Nell');
    const options = await post(request(server.url), '/api/v1/auth/passkeys/login/options').send({ handle: 'NELL' }).expect(200);
    expect(options.body.options.allowCredentials.map((c: { id: string }) => c.id)).toEqual([body.passkey.id]);
    await post(request(server.url), '/api/v1/auth/passkeys/login/verify')
      .send({ flowId: options.body.flowId, response: authenticator.get(options.body.options) })
      .expect(200);
    for (const handle of ['nobody-here', 'x']) {
      const refused = await post(request(server.url), '/api/v1/auth/passkeys/login/options').send({ handle }).expect(404);
      expect(errorOf(refused.body).code).toBe('player_not_found');
    }
  });

  it('refuses an answer signed for another site', async () => {
    const authenticator = new SoftAuthenticator(ORIGIN);
    await signUp(authenticator, 'Fay');
    const options = await post(request(server.url), '/api/v1/auth/passkeys/login/options').send({}).expect(200);
    const refused = await post(request(server.url), '/api/v1/auth/passkeys/login/verify')
      .send({ flowId: options.body.flowId, response: authenticator.get(options.body.options, { origin: 'https://evil.example' }) })
      .expect(401);
    expect(errorOf(refused.body).message).toMatch(/origin/i);
  });
});

describe("an account's passkeys", () => {
  it('adds another, renames, removes, and never removes the last way in', async () => {
    const phone = new SoftAuthenticator(ORIGIN);
    const { agent, body } = await signUp(phone, 'Gus');
    const laptop = new SoftAuthenticator(ORIGIN);
    const options = await post(agent, '/api/v1/account/passkeys/options').expect(200);
    expect(options.body.options.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([body.passkey.id]);
    const added = await post(agent, '/api/v1/account/passkeys/verify')
      .send({ flowId: options.body.flowId, response: laptop.create(options.body.options), name: 'Laptop' })
      .expect(201);
    expect(added.body.passkey.name).toBe('Laptop');
    expect((await signIn(laptop)).verified.status).toBe(200);

    const renamed = await agent.patch(`/api/v1/account/passkeys/${body.passkey.id}`).set('Host', HOST).set('Origin', ORIGIN).send({ name: '  My phone ' }).expect(200);
    expect(renamed.body.passkey).toMatchObject({ id: body.passkey.id, name: 'My phone' });
    await agent.delete(`/api/v1/account/passkeys/${added.body.passkey.id}`).set('Host', HOST).set('Origin', ORIGIN).expect(200);
    const last = await agent.delete(`/api/v1/account/passkeys/${body.passkey.id}`).set('Host', HOST).set('Origin', ORIGIN).expect(409);
    expect(errorOf(last.body).code).toBe('last_sign_in_method');
    const gone = await agent.delete(`/api/v1/account/passkeys/${added.body.passkey.id}`).set('Host', HOST).set('Origin', ORIGIN).expect(404);
    expect(errorOf(gone.body).code).toBe('passkey_not_found');
    expect((await agent.get('/api/v1/account/passkeys').set('Host', HOST).expect(200)).body.passkeys.map((p: { name: string }) => p.name)).toEqual(['My phone']);
    // The removed passkey signs in no more.
    expect((await signIn(laptop)).verified.status).toBe(401);
  });

  it("never touches another account's passkey", async () => {
    const mine = await signUp(new SoftAuthenticator(ORIGIN), 'Hal');
    const theirs = await signUp(new SoftAuthenticator(ORIGIN), 'Ivy');
    const id = theirs.body.passkey.id;
    await mine.agent.patch(`/api/v1/account/passkeys/${id}`).set('Host', HOST).set('Origin', ORIGIN).send({ name: 'mine now' }).expect(404);
    await mine.agent.delete(`/api/v1/account/passkeys/${id}`).set('Host', HOST).set('Origin', ORIGIN).expect(404);
    expect((await server.store.passkeyById(id))?.name).toBe(theirs.body.passkey.name);
  });

  it('is for a signed-in browser: not a guest, not nobody, not another site', async () => {
    const guest = await request(server.url).post('/api/v1/players').send({ name: 'Guest 2' }).expect(201);
    const asGuest = await post(request(server.url), '/api/v1/account/passkeys/options').set('Authorization', `Bearer ${guest.body.token}`).expect(403);
    expect(errorOf(asGuest.body).code).toBe('forbidden');
    expect(errorOf((await post(request(server.url), '/api/v1/account/passkeys/options').expect(401)).body).code).toBe('unauthorized');
    await request(server.url).get('/api/v1/account/passkeys').set('Host', HOST).expect(401);
    const { agent } = await signUp(new SoftAuthenticator(ORIGIN), 'Josie');
    const crossSite = await agent.post('/api/v1/account/passkeys/options').set('Host', HOST).set('Origin', 'https://evil.example').expect(403);
    expect(errorOf(crossSite.body).code).toBe('cross_site_request');
  });
});

describe('hostile requests', () => {
  it('refuses a replayed sign-up, an expired or unknown flow, garbage, and changes nothing', async () => {
    const authenticator = new SoftAuthenticator(ORIGIN);
    const options = await post(request(server.url), '/api/v1/auth/passkeys/register/options').send({ handle: 'Kim' }).expect(200);
    const response = authenticator.create(options.body.options);
    await post(request(server.url), '/api/v1/auth/passkeys/register/verify').send({ flowId: options.body.flowId, response }).expect(200);
    const before = server.snapshot();
    const count = await server.store.countPasskeys((await server.store.passkeyById(response.id))!.playerId);

    const replay = await post(request(server.url), '/api/v1/auth/passkeys/register/verify').send({ flowId: options.body.flowId, response }).expect(400);
    expect(errorOf(replay.body).code).toBe('auth_flow_expired');
    const unknown = await post(request(server.url), '/api/v1/auth/passkeys/register/verify')
      .send({ flowId: 'A'.repeat(43), response })
      .expect(400);
    expect(errorOf(unknown.body).code).toBe('auth_flow_expired');

    const fresh = await post(request(server.url), '/api/v1/auth/passkeys/register/options').send({ handle: 'Lee' }).expect(200);
    const good = authenticator.create(fresh.body.options);
    for (const body of [
      {},
      { flowId: fresh.body.flowId },
      { flowId: fresh.body.flowId, response: { ...good, type: 'password' } },
      { flowId: fresh.body.flowId, response: { ...good, response: { ...good.response, clientDataJSON: 'not base64url!' } } },
      { flowId: fresh.body.flowId, response: { ...good, response: { ...good.response, attestationObject: 'A'.repeat(PasskeyLimits.maxFieldChars + 1) } } },
      { flowId: fresh.body.flowId, response: good, name: 'x'.repeat(PasskeyLimits.name.max + 1) },
      { flowId: fresh.body.flowId, response: good, extra: true },
      { flowId: '../../etc', response: good },
    ]) {
      const refused = await post(request(server.url), '/api/v1/auth/passkeys/register/verify').send(body);
      expect(refused.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(errorOf(refused.body).code).toBe('invalid_payload');
    }
    // Well-formed garbage reaches the check, which refuses it; the flow is spent.
    const garbage = await post(request(server.url), '/api/v1/auth/passkeys/register/verify')
      .send({ flowId: fresh.body.flowId, response: { ...good, response: { ...good.response, attestationObject: 'AAAA' } } })
      .expect(400);
    expect(errorOf(garbage.body).code).toBe('passkey_not_verified');
    await post(request(server.url), '/api/v1/auth/passkeys/register/verify').send({ flowId: fresh.body.flowId, response: good }).expect(400);
    expect(server.snapshot()).toBe(before);
    expect(await server.store.countPasskeys((await server.store.passkeyById(response.id))!.playerId)).toBe(count);
    expect(await server.store.passkeyById(good.id)).toBeNull();
  });

  it('lets a guest finish only their own sign-up', async () => {
    const one = await request(server.url).post('/api/v1/players').send({ name: 'Guest 3' }).expect(201);
    const two = await request(server.url).post('/api/v1/players').send({ name: 'Guest 4' }).expect(201);
    const options = await post(request(server.url), '/api/v1/auth/passkeys/register/options').set('Authorization', `Bearer ${one.body.token}`).send({ handle: 'Max' }).expect(200);
    const refused = await post(request(server.url), '/api/v1/auth/passkeys/register/verify')
      .set('Authorization', `Bearer ${two.body.token}`)
      .send({ flowId: options.body.flowId, response: new SoftAuthenticator(ORIGIN).create(options.body.options) })
      .expect(403);
    expect(errorOf(refused.body).code).toBe('forbidden');
    expect((await server.store.playerById(one.body.player.id))?.accountAt).toBeNull();
    expect((await server.store.playerById(two.body.player.id))?.accountAt).toBeNull();
  });

  it('needs a domain: a request to an address gets no options', async () => {
    const refused = await request(server.url).post('/api/v1/auth/passkeys/login/options').send({}).expect(400);
    expect(errorOf(refused.body)).toMatchObject({ code: 'passkeys_need_a_domain', message: expect.stringMatching(/domain name/) });
  });
});

describe('registration and rate limits', () => {
  let closed: TestServer;
  beforeAll(async () => {
    closed = await startTestServer({ configOverrides: { registration: 'closed' } });
  });
  afterAll(async () => {
    await closed?.close();
  });

  it('refuses sign-up where registration is closed, before any passkey is made, and limits ceremony requests per address', async () => {
    const refused = await request(closed.url).post('/api/v1/auth/passkeys/register/options').set('Host', HOST).send({ handle: 'Nia' }).expect(403);
    expect(errorOf(refused.body).code).toBe('registration_closed');
    // Each ceremony route counts apart: these are the sign-in options' first requests.
    for (let n = 0; n < PASSKEY_REQUESTS_PER_MINUTE; n++) await request(closed.url).post('/api/v1/auth/passkeys/login/options').set('Host', HOST).send({}).expect(200);
    const limited = await request(closed.url).post('/api/v1/auth/passkeys/login/options').set('Host', HOST).send({}).expect(429);
    expect(errorOf(limited.body).code).toBe('rate_limited');
  });
});

describe.runIf(await postgresAvailable())('passkeys on PostgreSQL', () => {
  let pg: TestServer;
  beforeAll(async () => {
    pg = await startTestServer({ database: 'postgres' });
  });
  afterAll(async () => {
    await pg?.close();
  });

  it('signs a guest up in place and signs in again, once per challenge', async () => {
    const at = (path: string) => request(pg.url).post(path).set('Host', HOST).set('Origin', ORIGIN);
    const guest = await request(pg.url).post('/api/v1/players').send({ name: 'Guest 5' }).expect(201);
    const authenticator = new SoftAuthenticator(ORIGIN);
    const options = await at('/api/v1/auth/passkeys/register/options').set('Authorization', `Bearer ${guest.body.token}`).send({ handle: 'Ola_pg' }).expect(200);
    const signedUp = await at('/api/v1/auth/passkeys/register/verify')
      .set('Authorization', `Bearer ${guest.body.token}`)
      .send({ flowId: options.body.flowId, response: authenticator.create(options.body.options) })
      .expect(200);
    expect(signedUp.body.player.id).toBe(guest.body.player.id);
    const login = await at('/api/v1/auth/passkeys/login/options').send({}).expect(200);
    const response = authenticator.get(login.body.options);
    const signedIn = await at('/api/v1/auth/passkeys/login/verify').send({ flowId: login.body.flowId, response }).expect(200);
    expect(sessionCookie(signedIn)).toBeDefined();
    await at('/api/v1/auth/passkeys/login/verify').send({ flowId: login.body.flowId, response }).expect(400);
    expect((await pg.store.passkeyById(signedUp.body.passkey.id))?.counter).toBe(1);
  });
});

describe.runIf(await postgresAvailable())('two servers on one PostgreSQL', () => {
  const schema = `gridrace_test_passkeys_${process.pid}_${Date.now().toString(36)}`;
  let one: TestServer;
  let two: TestServer;
  beforeAll(async () => {
    // Each server has a store of its own (its own pool) on the same schema, as two processes would.
    one = await startTestServer({ store: await openStore(PG_URL, { pgSchema: schema }) });
    two = await startTestServer({ store: await openStore(PG_URL, { pgSchema: schema }) });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await dropSchema(schema);
  });

  it('finishes on one what the other began, once', async () => {
    const on = (server: TestServer, path: string) => request(server.url).post(path).set('Host', HOST).set('Origin', ORIGIN);
    const authenticator = new SoftAuthenticator(ORIGIN);
    const options = await on(one, '/api/v1/auth/passkeys/register/options').send({ handle: 'Pia_two' }).expect(200);
    const response = authenticator.create(options.body.options);
    await on(two, '/api/v1/auth/passkeys/register/verify').send({ flowId: options.body.flowId, response }).expect(200);
    await on(one, '/api/v1/auth/passkeys/register/verify').send({ flowId: options.body.flowId, response }).expect(400);
    const login = await on(two, '/api/v1/auth/passkeys/login/options').send({}).expect(200);
    const signedIn = await on(one, '/api/v1/auth/passkeys/login/verify')
      .send({ flowId: login.body.flowId, response: authenticator.get(login.body.options) })
      .expect(200);
    expect(signedIn.body.player.name).toBe('Pia_two');
  });
});
