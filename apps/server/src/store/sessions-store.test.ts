import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../test/support/databases.ts';
import { storeBackends } from '../../test/support/store-backends.ts';
import type { NewSession } from './sessions-store.ts';

const T0 = Date.parse('2026-03-01T12:00:00Z');
const session = (id: string, over: Partial<NewSession> = {}): NewSession => ({
  id,
  playerId: 'acc',
  secretHash: `s-${id}`,
  rotatedAt: T0,
  createdAt: T0,
  lastSeenAt: T0,
  device: 'Firefox on Linux',
  address: '192.0.2.1',
  ...over,
});

describe.each(storeBackends)('sessions and API tokens on $name', ({ open }) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await open();
    await db.store.createPlayer({ id: 'acc', name: 'Ada', tokenHash: 'h-acc', createdAt: T0, handleKey: 'ada' });
    await db.store.createPlayer({ id: 'other', name: 'Bo', tokenHash: 'h-other', createdAt: T0, handleKey: 'bo' });
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it('finds a live session by its secret, rotates it once (the old secret then found as the previous), and touches it', async () => {
    await db.store.createSession(session('a'));
    expect(await db.store.sessionBySecretHash('s-a')).toMatchObject({ id: 'a', playerId: 'acc', previousHash: null, endedAt: null, lastSeenAt: T0 });
    expect(await db.store.rotateSession('a', 's-a', 's-a2', T0 + 10)).toBe(true);
    // A second rotation from the same secret (another process, at once) does nothing.
    expect(await db.store.rotateSession('a', 's-a', 's-a3', T0 + 11)).toBe(false);
    expect(await db.store.sessionBySecretHash('s-a')).toMatchObject({ id: 'a', secretHash: 's-a2', previousHash: 's-a', rotatedAt: T0 + 10 });
    expect(await db.store.sessionBySecretHash('s-a2')).toMatchObject({ id: 'a' });
    expect(await db.store.sessionBySecretHash('s-a3')).toBeNull();
    await db.store.touchSession('a', T0 + 70_000, '198.51.100.7', T0 + 10_001);
    // Seen since `notBefore`: not written again.
    await db.store.touchSession('a', T0 + 70_500, '203.0.113.9', T0 + 10_501);
    expect(await db.store.sessionById('a')).toMatchObject({ lastSeenAt: T0 + 70_000, address: '198.51.100.7' });
  });

  it('ends one session of its own player only, then all but one, and lists the live ones seen recently', async () => {
    for (const id of ['b', 'c', 'd']) await db.store.createSession(session(id, { lastSeenAt: T0 + id.charCodeAt(0) }));
    await db.store.createSession(session('old', { lastSeenAt: T0 - 1000 }));
    await db.store.createSession(session('theirs', { playerId: 'other' }));
    expect(await db.store.endSession('other', 'b', T0 + 5)).toBe(false);
    expect(await db.store.endSession('acc', 'b', T0 + 5)).toBe(true);
    expect(await db.store.endSession('acc', 'b', T0 + 6)).toBe(false);
    expect(await db.store.sessionBySecretHash('s-b')).toBeNull();
    expect((await db.store.liveSessionsOf('acc', T0, 10)).map((s) => s.id)).toEqual(['a', 'd', 'c']);
    expect((await db.store.liveSessionsOf('acc', T0, 2)).map((s) => s.id)).toEqual(['a', 'd']);
    expect((await db.store.endSessionsOf('acc', T0 + 7, 'c')).sort()).toEqual(['a', 'd', 'old']);
    expect((await db.store.liveSessionsOf('acc', 0, 10)).map((s) => s.id)).toEqual(['c']);
    expect((await db.store.liveSessionsOf('other', 0, 10)).map((s) => s.id)).toEqual(['theirs']);
    expect(await db.store.endSessionsOf('acc', T0 + 8, null)).toEqual(['c']);
    expect(await db.store.endSessionsOf('acc', T0 + 9, null)).toEqual([]);
  });

  it("prunes a player's dead sessions (ended, or unseen since a bound), never a live one nor another player's", async () => {
    await db.store.createPlayer({ id: 'pruned', name: 'Cy', tokenHash: 'h-pruned', createdAt: T0, handleKey: 'cy' });
    await db.store.createPlayer({ id: 'bystander', name: 'Di', tokenHash: 'h-bystander', createdAt: T0, handleKey: 'di' });
    await db.store.createSession(session('p-live', { playerId: 'pruned', lastSeenAt: T0 }));
    await db.store.createSession(session('p-idle', { playerId: 'pruned', lastSeenAt: T0 - 5_000 }));
    await db.store.createSession(session('p-ended', { playerId: 'pruned', lastSeenAt: T0 }));
    await db.store.createSession(session('q-idle', { playerId: 'bystander', lastSeenAt: T0 - 5_000 }));
    expect(await db.store.endSession('pruned', 'p-ended', T0 + 1)).toBe(true);
    expect(await db.store.pruneSessionsOf('pruned', T0 - 1_000)).toBe(2);
    expect(await db.store.sessionById('p-idle')).toBeNull();
    expect(await db.store.sessionById('p-ended')).toBeNull();
    expect(await db.store.sessionById('p-live')).toMatchObject({ id: 'p-live', endedAt: null });
    expect(await db.store.sessionById('q-idle')).toMatchObject({ id: 'q-idle' });
    expect(await db.store.pruneSessionsOf('pruned', T0 - 1_000)).toBe(0);
  });

  it('keeps API tokens with their scopes, finds live ones, revokes them for their player only, and writes their last use', async () => {
    await db.store.createApiToken({ id: 't1', playerId: 'acc', name: 'bot', tokenHash: 'th1', scopes: ['read'], createdAt: T0 });
    await db.store.createApiToken({ id: 't2', playerId: 'acc', name: 'player bot', tokenHash: 'th2', scopes: ['read', 'play'], createdAt: T0 + 1 });
    expect(await db.store.apiTokenByHash('th1')).toEqual({
      id: 't1',
      playerId: 'acc',
      name: 'bot',
      tokenHash: 'th1',
      scopes: ['read'],
      createdAt: T0,
      lastUsedAt: null,
      revokedAt: null,
    });
    expect((await db.store.apiTokensOf('acc', 10)).map((t) => [t.id, t.scopes])).toEqual([
      ['t2', ['read', 'play']],
      ['t1', ['read']],
    ]);
    await db.store.touchApiToken('t1', T0 + 100_000, T0 + 40_001);
    await db.store.touchApiToken('t1', T0 + 100_500, T0 + 40_501);
    expect((await db.store.apiTokenByHash('th1'))?.lastUsedAt).toBe(T0 + 100_000);
    expect(await db.store.revokeApiToken('other', 't1', T0 + 2)).toBe(false);
    expect(await db.store.revokeApiToken('acc', 't1', T0 + 2)).toBe(true);
    expect(await db.store.revokeApiToken('acc', 't1', T0 + 3)).toBe(false);
    expect(await db.store.apiTokenByHash('th1')).toBeNull();
    expect((await db.store.apiTokensOf('acc', 10)).map((t) => t.id)).toEqual(['t2']);
  });
});
