import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteTestDatabase, type TestDatabase } from '../../test/support/databases.ts';
import { AuthFlows, flowIdHash } from './auth-flows.ts';

describe('AuthFlows', () => {
  let db: TestDatabase;
  let now = Date.parse('2026-03-01T12:00:00Z');
  let flows: AuthFlows;
  beforeAll(async () => {
    db = await sqliteTestDatabase();
    flows = new AuthFlows(db.store, () => now);
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it('stores only the hash of the id it hands out, and finishes a flow once', async () => {
    const id = await flows.begin({ kind: 'webauthn', data: { challenge: 'abc' }, ttlMs: 60_000 });
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await db.store.peekAuthFlow('webauthn', id, now)).toBeNull();
    expect((await db.store.peekAuthFlow('webauthn', flowIdHash(id), now))?.data).toEqual({ challenge: 'abc' });
    expect(await flows.peek('webauthn', id)).toEqual({ playerId: null, data: { challenge: 'abc' }, createdAt: now });
    expect(await flows.take('webauthn', id)).toEqual({ playerId: null, data: { challenge: 'abc' }, createdAt: now });
    expect(await flows.take('webauthn', id)).toBeNull();
  });

  it('lets a flow expire, and clears expired flows as new ones begin', async () => {
    const id = await flows.begin({ kind: 'webauthn', data: 1, ttlMs: 1000, playerId: null });
    now += 1000;
    expect(await flows.take('webauthn', id)).toBeNull();
    const stale = await flows.begin({ kind: 'device', data: 2, ttlMs: 1000 });
    now += 5000;
    await flows.begin({ kind: 'device', data: 3, ttlMs: 1000 });
    expect(await db.store.takeAuthFlow('device', flowIdHash(stale), 0)).toBeNull();
  });
});
