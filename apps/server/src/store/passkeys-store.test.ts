import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../test/support/databases.ts';
import { storeBackends } from '../../test/support/store-backends.ts';
import type { PasskeyRecord } from './passkeys-store.ts';

const T0 = Date.parse('2026-03-01T12:00:00Z');
const passkey = (id: string, playerId: string, over: Partial<PasskeyRecord> = {}): PasskeyRecord => ({
  id,
  playerId,
  name: `key ${id}`,
  publicKey: `pk-${id}`,
  counter: 0,
  transports: ['internal', 'hybrid'],
  createdAt: T0,
  lastUsedAt: null,
  ...over,
});

describe.each(storeBackends)('passkeys on $name', ({ open }) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await open();
    for (const id of ['p1', 'p2', 'p3']) await db.store.createPlayer({ id, name: id, tokenHash: `h-${id}`, createdAt: T0 });
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it('keeps a passkey as it was given, finds it by credential id, lists a player’s oldest first', async () => {
    await db.store.addPasskey(passkey('k2', 'p1', { createdAt: T0 + 10, counter: 7 }));
    await db.store.addPasskey(passkey('k1', 'p1'));
    await db.store.addPasskey(passkey('k3', 'p2'));
    expect(await db.store.passkeyById('k2')).toEqual(passkey('k2', 'p1', { createdAt: T0 + 10, counter: 7 }));
    expect(await db.store.passkeyById('nope')).toBeNull();
    expect((await db.store.passkeysOf('p1', 10)).map((p) => p.id)).toEqual(['k1', 'k2']);
    expect((await db.store.passkeysOf('p1', 1)).map((p) => p.id)).toEqual(['k1']);
    expect(await db.store.countPasskeys('p1')).toBe(2);
    expect(await db.store.countPasskeys('p3')).toBe(0);
    await expect(db.store.addPasskey(passkey('k1', 'p2'))).rejects.toThrow();
  });

  it('stamps a use only over the counter it read', async () => {
    expect(await db.store.usePasskey('k2', 7, 8, T0 + 100)).toBe(true);
    expect(await db.store.usePasskey('k2', 7, 9, T0 + 200)).toBe(false);
    expect(await db.store.passkeyById('k2')).toMatchObject({ counter: 8, lastUsedAt: T0 + 100 });
  });

  it('renames only the player’s own passkey', async () => {
    expect(await db.store.renamePasskey('p2', 'k1', 'stolen')).toBe(false);
    expect(await db.store.renamePasskey('p1', 'k1', 'Laptop')).toBe(true);
    expect((await db.store.passkeyById('k1'))?.name).toBe('Laptop');
  });

  it('removes a passkey, but never the last way in of its account', async () => {
    expect(await db.store.removePasskey('p2', 'k1')).toBe('absent');
    expect(await db.store.removePasskey('p1', 'k1')).toBe('removed');
    expect(await db.store.removePasskey('p1', 'k1')).toBe('absent');
    expect(await db.store.removePasskey('p1', 'k2')).toBe('last');
    expect(await db.store.countPasskeys('p1')).toBe(1);
  });

  it('of two removals at once of an account’s last two passkeys, lets one through', async () => {
    await db.store.addPasskey(passkey('k4', 'p3'));
    await db.store.addPasskey(passkey('k5', 'p3'));
    const outcomes = await Promise.all([db.store.removePasskey('p3', 'k4'), db.store.removePasskey('p3', 'k5')]);
    expect(outcomes.sort()).toEqual(['last', 'removed']);
    expect(await db.store.countPasskeys('p3')).toBe(1);
  });
});
