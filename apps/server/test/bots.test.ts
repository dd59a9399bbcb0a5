import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/app.ts';
import { makeAccount, signIn } from './support/accounts.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** A personal API token of the signed-in account, with `scopes`. */
async function tokenOf(cookie: string, scopes: string[]): Promise<string> {
  const made = await request(server.url).post('/api/v1/account/tokens').set('Cookie', cookie).set('Origin', server.url).send({ name: 'my bot', scopes }).expect(201);
  return made.body.token as string;
}

describe('bot accounts (docs/bots.md)', () => {
  it('an account marks itself a bot with a play token, once and for good; its profile and who-am-I say so', async () => {
    const account = await makeAccount(server.store, 'tilebot');
    const { cookie } = await signIn(server.app, account);
    const token = await tokenOf(cookie, ['read', 'play']);
    expect((await request(server.url).get(`/api/v1/players/${account.id}`).expect(200)).body.player.bot).toBe(false);

    const marked = await request(server.url).post('/api/v1/account/bot').set('Authorization', `Bearer ${token}`).expect(200);
    expect(marked.body.player).toMatchObject({ id: account.id, name: 'tilebot', guest: false, bot: true });
    expect((await request(server.url).get(`/api/v1/players/${account.id}`).expect(200)).body.player.bot).toBe(true);
    expect((await request(server.url).get('/api/v1/session').set('Authorization', `Bearer ${token}`).expect(200)).body.player.bot).toBe(true);
    expect((await request(server.url).get('/api/v1/session').set('Cookie', cookie).expect(200)).body.player.bot).toBe(true);
    // Again: nothing changes, and nothing takes the mark off.
    await request(server.url).post('/api/v1/account/bot').set('Cookie', cookie).set('Origin', server.url).expect(200);
    expect((await server.store.playerById(account.id))?.bot).toBe(true);
    expect((await request(server.url).delete('/api/v1/account/bot').set('Cookie', cookie).set('Origin', server.url)).status).toBe(404);
  });

  it('refused, changing nothing: an account with rated games, a guest, a read-only token, nobody, and a cross-site form', async () => {
    const rated = await makeAccount(server.store, 'rated-person');
    await server.store.saveRatings(`seeded:${rated.id}`, [
      { playerId: rated.id, game: 'fifteen', rating: 1540, deviation: 200, volatility: 0.06, games: 3, updatedAt: Date.now() },
    ]);
    const ratedSession = await signIn(server.app, rated);
    const guest = await request(server.url).post('/api/v1/players').send({ name: 'Guest Bot' }).expect(201);
    const reader = await makeAccount(server.store, 'read-only');
    const readerSession = await signIn(server.app, reader);
    const readToken = await tokenOf(readerSession.cookie, ['read']);
    const before = await server.settledSnapshot();

    const refusedRated = await request(server.url).post('/api/v1/account/bot').set('Cookie', ratedSession.cookie).set('Origin', server.url).expect(409);
    expect(refusedRated.body.error.code).toBe('has_rated_games');
    const refusedGuest = await request(server.url).post('/api/v1/account/bot').set('Authorization', `Bearer ${guest.body.token}`).expect(403);
    expect(refusedGuest.body.error.code).toBe('account_required');
    const refusedReader = await request(server.url).post('/api/v1/account/bot').set('Authorization', `Bearer ${readToken}`).expect(403);
    expect(refusedReader.body.error.code).toBe('insufficient_scope');
    expect((await request(server.url).post('/api/v1/account/bot').expect(401)).body.error.code).toBe('unauthorized');
    const crossSite = await request(server.url).post('/api/v1/account/bot').set('Cookie', readerSession.cookie).set('Origin', 'https://evil.example').expect(403);
    expect(crossSite.body.error.code).toBe('cross_site_request');

    expect(server.snapshot()).toBe(before);
    for (const id of [rated.id, guest.body.player.id, reader.id]) expect((await server.store.playerById(id))?.bot).toBe(false);
  });
});
