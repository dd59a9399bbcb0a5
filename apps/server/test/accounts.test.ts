import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/app.ts';
import type { PlayerRecord } from '../src/store/store.ts';

const pgUp = await postgresAvailable();
const DATABASES = [{ database: 'sqlite' as const }, ...(pgUp ? [{ database: 'postgres' as const }] : [])];
const OPERATOR_TOKEN = 'an-operator-token-for-tests';
const PUZZLE = 'fifteen.v1.3.accounts';

const errorOf = (body: unknown) => (body as { error: { code: string; message: string } }).error;

describe.each(DATABASES)('accounts over REST on $database', ({ database }) => {
  let server: TestServer;
  const guest = async (name: string) => {
    const created = await request(server.url).post('/api/v1/players').send({ name }).expect(201);
    const player = (await server.store.playerById(created.body.player.id))!;
    return { player, token: created.body.token as string };
  };
  /** A guest made an account, and the cookie of a session of it. */
  const account = async (handle: string) => {
    const { player: before, token } = await guest('Guest');
    const player = await server.app.services.accounts.becomeAccount(before, handle);
    const { secret } = await server.app.services.sessions.create(player, 'test', '127.0.0.1');
    return { player, guestToken: token, cookie: `gridrace_session=${secret}` };
  };
  /** A ranked run of `player` on PUZZLE that ended solved, with a log of two moves. */
  const solvedRun = async (player: PlayerRecord, id: string, timeMs: number) => {
    const startedAt = Date.now() - 60_000;
    await server.store.createRun({
      id,
      playerId: player.id,
      puzzleId: PUZZLE,
      game: 'fifteen',
      status: 'playing',
      ranked: true,
      startedAt,
      timeLimitMs: null,
      finishedAt: null,
      timeMs: null,
      moves: 0,
      score: 0,
      remaining: null,
    });
    await server.store.appendLog(id, { seq: 1, kind: 'move', move: { tile: 1 }, atMs: 100 }, { moves: 1 });
    await server.store.appendLog(id, { seq: 2, kind: 'move', move: { tile: 2 }, atMs: timeMs }, { moves: 2, status: 'solved', timeMs, finishedAt: startedAt + timeMs });
  };

  beforeAll(async () => {
    server = await startTestServer({ database, configOverrides: { operatorToken: OPERATOR_TOKEN } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('tells whether a handle is free: alice, Alice and аlice (Cyrillic а) are one', async () => {
    const free = await request(server.url).get('/api/v1/handles/alice').expect(200);
    expect(free.body).toEqual({ handle: 'alice', available: true, problem: null, registration: 'open' });
    await account('Alice');
    for (const handle of ['alice', 'ALICE', '\u0430lice']) {
      const taken = await request(server.url)
        .get(`/api/v1/handles/${encodeURIComponent(handle)}`)
        .expect(200);
      expect(taken.body).toMatchObject({ available: false, problem: 'this handle, or one that looks the same, is taken' });
    }
    const bad = await request(server.url).get('/api/v1/handles/a%20b').expect(400);
    expect(errorOf(bad.body)).toEqual({ code: 'invalid_handle', message: 'Handle refused: a handle has only letters, digits and the separators _ - ..' });
    const long = await request(server.url)
      .get(`/api/v1/handles/${'x'.repeat(300)}`)
      .expect(400);
    expect(errorOf(long.body).code).toBe('invalid_payload');
  });

  it('makes invitation codes for the operator only', async () => {
    const none = await request(server.url).post('/api/v1/invites').send({}).expect(401);
    expect(errorOf(none.body).code).toBe('unauthorized');
    await request(server.url).post('/api/v1/invites').set('Authorization', 'Bearer a-wrong-operator-token').send({}).expect(401);
    const made = await request(server.url).post('/api/v1/invites').set('Authorization', `Bearer ${OPERATOR_TOKEN}`).send({ validForDays: 2 }).expect(201);
    expect(made.body.code).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(Date.parse(made.body.expiresAt) - Date.now()).toBeGreaterThan(47 * 3600_000);
    const bad = await request(server.url).post('/api/v1/invites').set('Authorization', `Bearer ${OPERATOR_TOKEN}`).send({ validForDays: 9999 }).expect(400);
    expect(errorOf(bad.body).code).toBe('invalid_payload');
  });

  it('refuses export and deletion to a guest (403) and to nobody (401)', async () => {
    const { token } = await guest('Just a guest');
    const exported = await request(server.url).get('/api/v1/account/export').set('Authorization', `Bearer ${token}`).expect(403);
    expect(errorOf(exported.body)).toMatchObject({ code: 'account_required' });
    expect(errorOf(exported.body).message).toMatch(/^Only an account can export your data/);
    const deleted = await request(server.url).delete('/api/v1/account').set('Authorization', `Bearer ${token}`).send({ handle: 'Just a guest' }).expect(403);
    expect(errorOf(deleted.body).code).toBe('account_required');
    await request(server.url).get('/api/v1/account/export').expect(401);
    await request(server.url).delete('/api/v1/account').send({ handle: 'x' }).expect(401);
  });

  it('exports everything of an account: runs with their logs, ratings with history, statistics, once a minute', async () => {
    const { player, cookie } = await account('Exporter');
    await solvedRun(player, 'export-run-1', 5000);
    await solvedRun(player, 'export-run-2', 4000);
    await server.store.saveRatings('export-race', [{ playerId: player.id, game: 'fifteen', rating: 1600, deviation: 200, volatility: 0.06, games: 1, updatedAt: Date.now() }]);
    await server.store.completeJourneyLevel(player.id, 'fifteen', 1, 'export-run-1', Date.now());
    const response = await request(server.url).get('/api/v1/account/export').set('Cookie', cookie).expect(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="gridrace-${player.id}.json"`);
    const body = JSON.parse(response.text);
    expect(body).toMatchObject({ format: 'gridrace-account-export', version: 1, player: { id: player.id, name: 'Exporter' } });
    expect(body.runs.map((run: { runId: string }) => run.runId).sort()).toEqual(['export-run-1', 'export-run-2']);
    expect(body.runs[0].log).toEqual([
      { seq: 1, kind: 'move', move: { tile: 1 }, atMs: 100 },
      { seq: 2, kind: 'move', move: { tile: 2 }, atMs: expect.any(Number) },
    ]);
    expect(body.ratings).toEqual([expect.objectContaining({ game: 'fifteen', rating: 1600, history: [expect.objectContaining({ rating: 1600 })] })]);
    expect(body.statistics).toEqual([expect.objectContaining({ game: 'fifteen', runs: 2 })]);
    expect(body.journeys).toEqual([{ game: 'fifteen', levelsDone: [1] }]);

    const again = await request(server.url).get('/api/v1/account/export').set('Cookie', cookie).expect(429);
    expect(errorOf(again.body).code).toBe('rate_limited');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('marks guests apart from accounts wherever a player is named, and keeps an account named by its handle', async () => {
    const { player: named, cookie } = await account('Marked');
    const { player: visitor, token } = await guest('Marked');
    await solvedRun(named, 'marked-run', 2000);
    await solvedRun(visitor, 'visitor-run', 2500);
    await server.store.saveRatings('marked-race', [
      { playerId: named.id, game: 'fifteen', rating: 1650, deviation: 200, volatility: 0.06, games: 1, updatedAt: Date.now() },
      { playerId: visitor.id, game: 'fifteen', rating: 1350, deviation: 200, volatility: 0.06, games: 1, updatedAt: Date.now() },
    ]);
    const guestOf = (entries: { player: { id: string; guest: boolean } }[]) => Object.fromEntries(entries.map((entry) => [entry.player.id, entry.player.guest]));
    const board = guestOf((await request(server.url).get(`/api/v1/leaderboards/${PUZZLE}`).expect(200)).body.entries);
    expect([board[named.id], board[visitor.id]]).toEqual([false, true]);
    // A rating a guest kept from before ratings needed accounts lists nowhere: guests are not rated (docs/fair-play.md#ratings).
    const ratings = guestOf((await request(server.url).get('/api/v1/ratings/fifteen').expect(200)).body.entries);
    expect([ratings[named.id], ratings[visitor.id]]).toEqual([false, undefined]);
    expect((await request(server.url).get(`/api/v1/players/${named.id}`).expect(200)).body.player).toMatchObject({ name: 'Marked', guest: false });
    expect((await request(server.url).get(`/api/v1/players/${visitor.id}`).expect(200)).body.player).toMatchObject({ name: 'Marked', guest: true });
    // A guest may still rename itself; an account is its handle.
    await request(server.url).patch('/api/v1/players/me').set('Authorization', `Bearer ${token}`).send({ name: 'Visitor' }).expect(200);
    const renamed = await request(server.url).patch('/api/v1/players/me').set('Cookie', cookie).set('Origin', server.url).send({ name: 'Other' }).expect(403);
    expect(errorOf(renamed.body).code).toBe('forbidden');
  });

  it('deletes an account once its handle is typed: off the boards and ratings, runs kept anonymous, every way in dead, its sockets closed', async () => {
    const { player, cookie, guestToken } = await account('Leaver');
    const { player: other } = await guest('Stayer');
    await solvedRun(player, 'leaver-run', 3000);
    await solvedRun(other, 'stayer-run', 6000);
    await server.store.saveRatings('leaver-race', [
      { playerId: player.id, game: 'fifteen', rating: 1700, deviation: 200, volatility: 0.06, games: 1, updatedAt: Date.now() },
      { playerId: other.id, game: 'fifteen', rating: 1300, deviation: 200, volatility: 0.06, games: 1, updatedAt: Date.now() },
    ]);
    const { token: apiToken } = await server.app.services.apiTokens.create(player, 'bot', ['read', 'play']);
    const board = async () =>
      (await request(server.url).get(`/api/v1/leaderboards/${PUZZLE}`).expect(200)).body.entries.map((entry: { player: { id: string } }) => entry.player.id);
    const ratings = async () => (await request(server.url).get('/api/v1/ratings/fifteen').expect(200)).body.entries.map((entry: { player: { id: string } }) => entry.player.id);
    expect(await board()).toContain(player.id);
    expect(await ratings()).toContain(player.id);

    const origin = server.url;
    const wrong = await request(server.url).delete('/api/v1/account').set('Cookie', cookie).set('Origin', origin).send({ handle: 'Stayer' }).expect(400);
    expect(errorOf(wrong.body).message).toBe('To delete this account, type its handle, Leaver, to confirm.');
    const crossSite = await request(server.url).delete('/api/v1/account').set('Cookie', cookie).set('Origin', 'https://evil.example').send({ handle: 'Leaver' }).expect(403);
    expect(errorOf(crossSite.body).code).toBe('cross_site_request');
    expect((await server.store.playerById(player.id))?.deletedAt).toBeNull();

    const socket = await server.connect(apiToken);
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    const deleted = await request(server.url).delete('/api/v1/account').set('Cookie', cookie).set('Origin', origin).send({ handle: 'leaver' }).expect(200);
    expect(deleted.body).toEqual({ player: { id: player.id, name: 'deleted player' } });
    expect(String(deleted.headers['set-cookie'])).toMatch(/gridrace_session=;/);

    // A socket connected with the account's token is closed, on whichever process holds it.
    await disconnected;
    expect(await board()).not.toContain(player.id);
    expect(await board()).toContain(other.id);
    expect(await ratings()).not.toContain(player.id);
    const profile = await request(server.url).get(`/api/v1/players/${player.id}`).expect(200);
    expect(profile.body.player.name).toBe('deleted player');
    expect(profile.body.history.map((run: { runId: string }) => run.runId)).toEqual(['leaver-run']);
    expect(await server.store.runById('leaver-run')).toMatchObject({ playerId: player.id, ranked: false });
    // The session, the API token and the guest token of before: none acts as anyone any more.
    await request(server.url).get('/api/v1/account/export').set('Cookie', cookie).expect(401);
    await request(server.url).get('/api/v1/account/export').set('Authorization', `Bearer ${apiToken}`).expect(401);
    await request(server.url).get('/api/v1/account/export').set('Authorization', `Bearer ${guestToken}`).expect(401);
    const free = await request(server.url).get('/api/v1/handles/leaver').expect(200);
    expect(free.body.available).toBe(true);
  });
});

describe('accounts routes, bounded', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps the operator routes off without OPERATOR_TOKEN, whatever is sent', async () => {
    const off = await request(server.url).post('/api/v1/invites').set('Authorization', 'Bearer anything-at-all-0123').send({}).expect(404);
    expect(errorOf(off.body).message).toMatch(/OPERATOR_TOKEN/);
  });

  it('answers at most 60 handle checks a minute per address, then rate_limited', async () => {
    const answers = [];
    for (let i = 0; i < 61; i++) answers.push((await request(server.url).get(`/api/v1/handles/name${i}`)).status);
    expect(answers.filter((status) => status === 200)).toHaveLength(60);
    const refused = await request(server.url).get('/api/v1/handles/one-more').expect(429);
    expect(errorOf(refused.body).code).toBe('rate_limited');
    // Other routes keep their own count.
    await request(server.url).get('/api/v1/games').expect(200);
  });
});
