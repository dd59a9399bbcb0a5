import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../test/support/databases.ts';
import { storeBackends } from '../../test/support/store-backends.ts';
import type { AuthFlowRecord } from './auth-flows-store.ts';

const T0 = Date.parse('2026-03-01T12:00:00Z');
const flow = (idHash: string, over: Partial<AuthFlowRecord> = {}): AuthFlowRecord => ({
  idHash,
  kind: 'webauthn',
  playerId: null,
  data: { challenge: `c-${idHash}`, handle: 'Ada' },
  createdAt: T0,
  expiresAt: T0 + 300_000,
  ...over,
});

describe.each(storeBackends)('sign-ins in progress on $name', ({ open }) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await open();
    await db.store.createPlayer({ id: 'p1', name: 'Ada', tokenHash: 'h-p1', createdAt: T0 });
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it('gives a flow back once, with its data, and never again', async () => {
    await db.store.putAuthFlow(flow('once', { playerId: 'p1' }));
    expect(await db.store.peekAuthFlow('webauthn', 'once', T0 + 1)).toEqual(flow('once', { playerId: 'p1' }));
    expect(await db.store.takeAuthFlow('webauthn', 'once', T0 + 1)).toEqual(flow('once', { playerId: 'p1' }));
    expect(await db.store.takeAuthFlow('webauthn', 'once', T0 + 2)).toBeNull();
    expect(await db.store.peekAuthFlow('webauthn', 'once', T0 + 2)).toBeNull();
  });

  it('gives a flow to one of two takes at the same time only', async () => {
    await db.store.putAuthFlow(flow('race'));
    const takes = await Promise.all([1, 2, 3, 4].map(() => db.store.takeAuthFlow('webauthn', 'race', T0 + 1)));
    expect(takes.filter((taken) => taken !== null)).toHaveLength(1);
  });

  it('takes a flow only as the kind it was put as', async () => {
    await db.store.putAuthFlow(flow('kinded', { kind: 'device' }));
    expect(await db.store.takeAuthFlow('webauthn', 'kinded', T0 + 1)).toBeNull();
    expect(await db.store.peekAuthFlow('webauthn', 'kinded', T0 + 1)).toBeNull();
    expect((await db.store.takeAuthFlow('device', 'kinded', T0 + 1))?.kind).toBe('device');
  });

  it('refuses an expired flow, and the take removes it', async () => {
    await db.store.putAuthFlow(flow('late'));
    expect(await db.store.peekAuthFlow('webauthn', 'late', T0 + 300_000)).toBeNull();
    expect(await db.store.takeAuthFlow('webauthn', 'late', T0 + 300_000)).toBeNull();
    await db.store.putAuthFlow(flow('late', { createdAt: T0 + 1 }));
  });

  it('refuses a second flow of the same id', async () => {
    await db.store.putAuthFlow(flow('dup'));
    await expect(db.store.putAuthFlow(flow('dup'))).rejects.toThrow();
    expect(await db.store.takeAuthFlow('webauthn', 'dup', T0 + 1)).toEqual(flow('dup'));
  });

  it('updates a live flow only', async () => {
    await db.store.putAuthFlow(flow('code', { kind: 'device', data: { approved: false } }));
    expect(await db.store.updateAuthFlow('device', 'code', { approved: true }, 'p1', T0 + 1)).toBe(true);
    expect(await db.store.peekAuthFlow('device', 'code', T0 + 2)).toEqual(flow('code', { kind: 'device', data: { approved: true }, playerId: 'p1' }));
    expect(await db.store.updateAuthFlow('device', 'code', { approved: false }, null, T0 + 300_000)).toBe(false);
    expect(await db.store.updateAuthFlow('webauthn', 'code', { approved: false }, null, T0 + 1)).toBe(false);
  });

  it('purges expired flows, at most as many as asked per call, and keeps the live and the lasting ones', async () => {
    const now = T0 + 10_000_000;
    for (const id of ['old1', 'old2', 'old3']) await db.store.putAuthFlow(flow(id, { expiresAt: now - 1 }));
    await db.store.putAuthFlow(flow('fresh', { expiresAt: now + 60_000 }));
    await db.store.putAuthFlow(flow('invite', { kind: 'invite', expiresAt: null }));
    const first = await db.store.purgeExpiredAuthFlows(now, 2);
    expect(first).toBe(2);
    // Flows left expired by the tests above count too: purge until none is left.
    let more = 0;
    for (let round = 0; round < 10; round++) {
      const purged = await db.store.purgeExpiredAuthFlows(now, 2);
      more += purged;
      if (purged === 0) break;
    }
    expect(more).toBeGreaterThanOrEqual(1);
    expect(await db.store.purgeExpiredAuthFlows(now, 2)).toBe(0);
    for (const id of ['old1', 'old2', 'old3']) expect(await db.store.takeAuthFlow('webauthn', id, T0)).toBeNull();
    expect((await db.store.peekAuthFlow('webauthn', 'fresh', now))?.idHash).toBe('fresh');
    expect((await db.store.peekAuthFlow('invite', 'invite', now))?.idHash).toBe('invite');
  });
});
