import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/app.ts';

let server: TestServer;
let player: { id: string; name: string };
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  const created = await request(server.url).post('/api/v1/players').send({ name: 'Guest 4821' }).expect(201);
  ({ player, token } = created.body);
});
afterAll(async () => {
  await server?.close();
});

const errorOf = (body: unknown) => (body as { error: { code: string } }).error;

describe('PATCH /api/v1/players/me', () => {
  it("renames the token's player, and the profile shows the new name", async () => {
    const response = await request(server.url).patch('/api/v1/players/me').set('Authorization', `Bearer ${token}`).send({ name: '  Ada  ' }).expect(200);
    expect(response.body.player).toMatchObject({ id: player.id, name: 'Ada' });
    const profile = await request(server.url).get(`/api/v1/players/${player.id}`).expect(200);
    expect(profile.body.player.name).toBe('Ada');
  });

  it('keeps a name with markup as plain text (the client escapes it)', async () => {
    const name = '<b>Bo</b> & "co"';
    const response = await request(server.url).patch('/api/v1/players/me').set('Authorization', `Bearer ${token}`).send({ name }).expect(200);
    expect(response.body.player.name).toBe(name);
  });

  it('stores the name cleaned: two names that differ only by invisible characters are one name', async () => {
    const created = await request(server.url).post('/api/v1/players').send({ name: '\u202EAda\u200B Love\uFEFFlace\u2066' }).expect(201);
    expect(created.body.player.name).toBe('Ada Lovelace');
    const renamed = await request(server.url).patch('/api/v1/players/me').set('Authorization', `Bearer ${token}`).send({ name: 'A\u200Dda\u00A0 Love\u00ADlace' }).expect(200);
    expect(renamed.body.player.name).toBe('Ada Lovelace');
    for (const id of [created.body.player.id, player.id]) {
      expect((await request(server.url).get(`/api/v1/players/${id}`).expect(200)).body.player.name).toBe('Ada Lovelace');
    }
    // NFC: "e" and a combining acute is stored as the one letter "é".
    const composed = await request(server.url).patch('/api/v1/players/me').set('Authorization', `Bearer ${token}`).send({ name: 'Ame\u0301lie' }).expect(200);
    expect(composed.body.player.name).toBe('Am\u00E9lie');
  });

  it('is a 401 without a token or with an unknown one', async () => {
    const none = await request(server.url).patch('/api/v1/players/me').send({ name: 'X' }).expect(401);
    expect(errorOf(none.body).code).toBe('unauthorized');
    const wrong = await request(server.url).patch('/api/v1/players/me').set('Authorization', 'Bearer nope').send({ name: 'X' }).expect(401);
    expect(errorOf(wrong.body).code).toBe('unauthorized');
  });

  it.each([{ name: '' }, { name: '\u200B\u2066' }, { name: 'x'.repeat(33) }, { name: 'a\u0007b' }, { name: 'Ada\uE000' }, { name: 'Ok', extra: 1 }, {}])(
    'refuses %j as a 400',
    async (body) => {
      const response = await request(server.url).patch('/api/v1/players/me').set('Authorization', `Bearer ${token}`).send(body).expect(400);
      expect(errorOf(response.body).code).toBe('invalid_payload');
    },
  );
});
