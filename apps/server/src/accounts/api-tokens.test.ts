import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteTestDatabase, type TestDatabase } from '../../test/support/databases.ts';
import { Players } from '../players/players.ts';
import { hashToken } from '../players/tokens.ts';
import type { PlayerRecord } from '../store/store.ts';
import { ApiTokens, MAX_LIVE_TOKENS } from './api-tokens.ts';
import { callerOfToken } from './caller.ts';

const T0 = Date.parse('2026-05-01T08:00:00Z');

describe('ApiTokens', () => {
  let db: TestDatabase;
  let clock = T0;
  let tokens: ApiTokens;
  let account: PlayerRecord;
  let guest: PlayerRecord;
  beforeAll(async () => {
    db = await sqliteTestDatabase();
    tokens = new ApiTokens(db.store, () => clock);
    await db.store.createPlayer({ id: 'acc', name: 'Ada', tokenHash: 'nobody-holds-it', createdAt: T0, handleKey: 'ada' });
    // A guest whose token happens to begin as an API token does: still found as the guest.
    await db.store.createPlayer({ id: 'guest', name: 'Guest', tokenHash: hashToken('grt_guest-token'), createdAt: T0 });
    account = (await db.store.playerById('acc'))!;
    guest = (await db.store.playerById('guest'))!;
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it('makes prefixed tokens for accounts only, play always with read, at most 20 live', async () => {
    await expect(tokens.create(guest, 'bot', ['read'])).rejects.toMatchObject({ code: 'account_required', statusCode: 403 });
    const { record, token } = await tokens.create(account, 'bot', ['play']);
    expect(token).toMatch(/^grt_[A-Za-z0-9_-]{43}$/);
    expect(record.scopes).toEqual(['read', 'play']);
    for (let k = 1; k < MAX_LIVE_TOKENS; k++) await tokens.create(account, `bot ${k}`, ['read']);
    await expect(tokens.create(account, 'one more', ['read'])).rejects.toMatchObject({ code: 'too_many_tokens', statusCode: 409 });
    expect(await tokens.revoke('acc', record.id)).toBe(true);
    await tokens.create(account, 'in its place', ['read']);
  });

  it('finds a token’s account with its scopes, writing its last use at most once a minute, and nothing once revoked', async () => {
    const { record, token } = await tokens.create(account, 'reader', ['read']).catch(async () => {
      await tokens.revoke('acc', (await tokens.list('acc'))[0]!.id);
      return tokens.create(account, 'reader', ['read']);
    });
    const revoked: string[] = [];
    tokens.whenRevoked((id) => revoked.push(id));
    expect(await callerOfToken({ apiTokens: tokens, players: { byToken: async () => null } as never }, token)).toMatchObject({
      player: { id: 'acc' },
      via: 'token',
      scopes: new Set(['read']),
      tokenId: record.id,
    });
    clock += 30_000;
    await tokens.byToken(token);
    const used = (await tokens.list('acc')).find((t) => t.id === record.id)?.lastUsedAt;
    expect(used).toBe(T0);
    clock += 30_000;
    await tokens.byToken(token);
    expect((await tokens.list('acc')).find((t) => t.id === record.id)?.lastUsedAt).toBe(clock);
    expect(await tokens.revoke('guest', record.id)).toBe(false);
    expect(await tokens.revoke('acc', record.id)).toBe(true);
    expect(revoked).toEqual([record.id]);
    expect(await tokens.byToken(token)).toBeNull();
    expect(await tokens.byToken('not-prefixed')).toBeNull();
  });

  it('still finds a guest whose token begins as a personal token does', async () => {
    const services = { apiTokens: tokens, players: new Players(db.store, () => clock) };
    expect(await callerOfToken(services, 'grt_guest-token')).toMatchObject({ player: { id: 'guest' }, via: 'guest', scopes: new Set(['read', 'play']) });
    expect(await callerOfToken(services, 'grt_nobody')).toBeNull();
  });
});
