import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../test/support/databases.ts';
import { storeBackends } from '../../test/support/store-backends.ts';

const T0 = Date.parse('2026-11-01T12:00:00Z');
const ISSUER = 'https://id.example.org';

describe.each(storeBackends)('linked identities on $name', ({ open }) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await open();
    for (const id of ['ada', 'bo']) await db.store.createPlayer({ id, name: id, tokenHash: `h-${id}`, createdAt: T0 });
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it('finds the account an identity signs in, and the first link holds against a second', async () => {
    expect(await db.store.identityOwner(ISSUER, 'sub-ada')).toBeNull();
    expect(await db.store.linkIdentity({ issuer: ISSUER, subject: 'sub-ada', playerId: 'ada', createdAt: T0 })).toBe(true);
    expect(await db.store.linkIdentity({ issuer: ISSUER, subject: 'sub-ada', playerId: 'bo', createdAt: T0 + 1 })).toBe(false);
    expect(await db.store.identityOwner(ISSUER, 'sub-ada')).toBe('ada');
    // The subject is the provider's: the same one at another issuer is another person.
    expect(await db.store.identityOwner('https://other.example.org', 'sub-ada')).toBeNull();
  });

  it("lists an account's identities oldest first", async () => {
    await db.store.linkIdentity({ issuer: 'https://other.example.org', subject: 'ada-2', playerId: 'ada', createdAt: T0 + 5 });
    expect(await db.store.identitiesOf('ada')).toEqual([
      { issuer: ISSUER, subject: 'sub-ada', playerId: 'ada', createdAt: T0 },
      { issuer: 'https://other.example.org', subject: 'ada-2', playerId: 'ada', createdAt: T0 + 5 },
    ]);
    expect(await db.store.identitiesOf('bo')).toEqual([]);
  });

  it("unlinks an identity while another way to sign in remains, never the last, and never another account's", async () => {
    expect(await db.store.unlinkIdentity('bo', ISSUER, 'sub-ada')).toBe(false);
    expect(await db.store.unlinkIdentity('ada', ISSUER, 'sub-ada')).toBe(true);
    expect(await db.store.unlinkIdentity('ada', 'https://other.example.org', 'ada-2')).toBe(false);
    expect(await db.store.identitiesOf('ada')).toHaveLength(1);
    expect(await db.store.identityOwner(ISSUER, 'sub-ada')).toBeNull();
  });

  it("unlinks an account's only identity once it has a passkey to sign in with", async () => {
    await db.store.linkIdentity({ issuer: ISSUER, subject: 'sub-bo', playerId: 'bo', createdAt: T0 });
    expect(await db.store.unlinkIdentity('bo', ISSUER, 'sub-bo')).toBe(false);
    await db.store.addPasskey({ id: 'cred-bo', playerId: 'bo', name: 'Laptop', publicKey: 'AAAA', counter: 0, transports: ['internal'], createdAt: T0, lastUsedAt: null });
    expect(await db.store.unlinkIdentity('bo', ISSUER, 'sub-bo')).toBe(true);
    expect(await db.store.identitiesOf('bo')).toEqual([]);
  });
});
