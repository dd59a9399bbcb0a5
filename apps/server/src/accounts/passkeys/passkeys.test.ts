import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PasskeyLimits } from '@gridrace/protocol';
import { sqliteTestDatabase, type TestDatabase } from '../../../test/support/databases.ts';
import { SoftAuthenticator } from '../../../test/support/soft-authenticator.ts';
import type { PlayerRecord } from '../../store/store.ts';
import { AuthFlows } from '../auth-flows.ts';
import { Passkeys, type BecomeAccount } from './passkeys.ts';
import type { RelyingParty } from './relying-party.ts';

const rp: RelyingParty = { id: 'localhost', name: 'Gridrace', origin: 'http://localhost:3000' };
const T0 = Date.parse('2026-03-01T12:00:00Z');

describe('Passkeys', () => {
  let db: TestDatabase;
  let now = T0;
  let passkeys: Passkeys;
  let made = 0;
  // Stands in for the handles part: the guest's row becomes the account, or a new row is made.
  const becomeAccount: BecomeAccount = async (guest, handle) => {
    const id = guest?.id ?? `new-${++made}`;
    if (!guest) await db.store.createPlayer({ id, name: handle, tokenHash: `h-${id}`, createdAt: now, handleKey: handle.toLowerCase() });
    return { id, name: handle, tokenHash: 'x', createdAt: guest?.createdAt ?? now, accountAt: now, deletedAt: null };
  };
  const guest = (id: string): PlayerRecord => ({ id, name: `guest ${id}`, tokenHash: `h-${id}`, createdAt: T0, accountAt: null, deletedAt: null });

  beforeAll(async () => {
    db = await sqliteTestDatabase();
    passkeys = new Passkeys(db.store, new AuthFlows(db.store, () => now), becomeAccount, () => now);
    for (const id of ['g1', 'g2']) await db.store.createPlayer({ id, name: `guest ${id}`, tokenHash: `h-${id}`, createdAt: T0 });
  });
  afterAll(async () => {
    await db?.dispose();
  });
  beforeEach(() => {
    now += 1000;
  });

  const signUp = async (authenticator: SoftAuthenticator, handle: string, caller: PlayerRecord | null = null) => {
    const { flowId, options } = await passkeys.signUpOptions(rp, handle, null, caller);
    return passkeys.signUp(rp, flowId, authenticator.create(options), caller, 'Laptop');
  };

  it('signs a guest up with a new passkey, keeping their row, and signs them in with it', async () => {
    const authenticator = new SoftAuthenticator(rp.origin);
    const { flowId, options } = await passkeys.signUpOptions(rp, 'Ada', null, guest('g1'));
    expect(options).toMatchObject({ rp: { id: 'localhost', name: 'Gridrace' }, user: { name: 'Ada' }, attestation: 'none', authenticatorSelection: { residentKey: 'required' } });
    expect(options.pubKeyCredParams.map((p) => p.alg)).toEqual([-7, -8, -257]);
    const { player, passkey } = await passkeys.signUp(rp, flowId, authenticator.create(options), guest('g1'), 'Laptop');
    expect(player.id).toBe('g1');
    expect(passkey).toMatchObject({ playerId: 'g1', name: 'Laptop', counter: 0, transports: ['internal'], lastUsedAt: null });

    const login = await passkeys.signInOptions(rp);
    expect(login.options.allowCredentials ?? []).toEqual([]);
    const used = await passkeys.signIn(rp, login.flowId, authenticator.get(login.options));
    expect(used).toMatchObject({ id: passkey.id, playerId: 'g1', counter: 1, lastUsedAt: now });
    expect(await db.store.passkeyById(passkey.id)).toMatchObject({ counter: 1, lastUsedAt: now });
  });

  it('signs up with no guest: a new account', async () => {
    const { player } = await signUp(new SoftAuthenticator(rp.origin), 'Bo');
    expect(player.id).toMatch(/^new-/);
  });

  it('refuses a replayed registration: the challenge is good once', async () => {
    const authenticator = new SoftAuthenticator(rp.origin);
    const { flowId, options } = await passkeys.signUpOptions(rp, 'Cy', null, null);
    const response = authenticator.create(options);
    await passkeys.signUp(rp, flowId, response, null, 'Laptop');
    await expect(passkeys.signUp(rp, flowId, response, null, 'Laptop')).rejects.toMatchObject({ code: 'auth_flow_expired', statusCode: 400 });
  });

  it('refuses a challenge older than 5 minutes, and makes no account', async () => {
    const before = made;
    const authenticator = new SoftAuthenticator(rp.origin);
    const { flowId, options } = await passkeys.signUpOptions(rp, 'Late', null, null);
    now += PasskeyLimits.flowMs;
    await expect(passkeys.signUp(rp, flowId, authenticator.create(options), null, 'Laptop')).rejects.toMatchObject({ code: 'auth_flow_expired' });
    expect(made).toBe(before);
  });

  it('refuses a response made for another challenge, and that flow is spent', async () => {
    const authenticator = new SoftAuthenticator(rp.origin);
    const first = await passkeys.signUpOptions(rp, 'Dee', null, null);
    const second = await passkeys.signUpOptions(rp, 'Dee', null, null);
    await expect(passkeys.signUp(rp, first.flowId, authenticator.create(second.options), null, 'Laptop')).rejects.toMatchObject({ code: 'passkey_not_verified' });
    await expect(passkeys.signUp(rp, first.flowId, authenticator.create(first.options), null, 'Laptop')).rejects.toMatchObject({ code: 'auth_flow_expired' });
  });

  it('refuses a response from another origin or for another domain', async () => {
    const { flowId, options } = await passkeys.signUpOptions(rp, 'Eve', null, null);
    await expect(passkeys.signUp(rp, flowId, new SoftAuthenticator('https://evil.example').create(options), null, 'x')).rejects.toMatchObject({ code: 'passkey_not_verified' });
    const again = await passkeys.signUpOptions(rp, 'Eve', null, null);
    await expect(passkeys.signUp(rp, again.flowId, new SoftAuthenticator(rp.origin).create(again.options, { rpId: 'evil.example' }), null, 'x')).rejects.toMatchObject({
      code: 'passkey_not_verified',
    });
  });

  it('refuses garbage in every field as not verified, never as a crash', async () => {
    const authenticator = new SoftAuthenticator(rp.origin);
    for (const spoil of [
      (r: ReturnType<SoftAuthenticator['create']>) => ({ ...r, response: { ...r.response, clientDataJSON: 'AAAA' } }),
      (r: ReturnType<SoftAuthenticator['create']>) => ({ ...r, response: { ...r.response, attestationObject: 'AAAA' } }),
      (r: ReturnType<SoftAuthenticator['create']>) => ({ ...r, id: 'AAAA', rawId: 'AAAA' }),
    ]) {
      const { flowId, options } = await passkeys.signUpOptions(rp, 'Gus', null, null);
      await expect(passkeys.signUp(rp, flowId, spoil(authenticator.create(options)), null, 'x')).rejects.toMatchObject({ code: 'passkey_not_verified' });
    }
  });

  it('lets only the guest who began a sign-up finish it', async () => {
    const { flowId, options } = await passkeys.signUpOptions(rp, 'Hal', null, guest('g2'));
    await expect(passkeys.signUp(rp, flowId, new SoftAuthenticator(rp.origin).create(options), null, 'x')).rejects.toMatchObject({ code: 'forbidden' });
  });

  it('refuses a sign-in whose counter did not move on (a replayed or cloned assertion), and an unknown passkey', async () => {
    const authenticator = new SoftAuthenticator(rp.origin);
    await signUp(authenticator, 'Ivy');
    const first = await passkeys.signInOptions(rp);
    await passkeys.signIn(rp, first.flowId, authenticator.get(first.options, { counter: 5 }));
    const second = await passkeys.signInOptions(rp);
    await expect(passkeys.signIn(rp, second.flowId, authenticator.get(second.options, { counter: 5 }))).rejects.toMatchObject({ code: 'unauthorized' });
    const third = await passkeys.signInOptions(rp);
    const stranger = new SoftAuthenticator(rp.origin);
    stranger.create((await passkeys.signUpOptions(rp, 'Zed', null, null)).options);
    await expect(passkeys.signIn(rp, third.flowId, stranger.get(third.options))).rejects.toMatchObject({ code: 'unauthorized' });
  });

  it('refuses a sign-in signed over another challenge, or replayed on its own flow', async () => {
    const authenticator = new SoftAuthenticator(rp.origin);
    await signUp(authenticator, 'Jo');
    const a = await passkeys.signInOptions(rp);
    const b = await passkeys.signInOptions(rp);
    await expect(passkeys.signIn(rp, a.flowId, authenticator.get(b.options))).rejects.toMatchObject({ code: 'unauthorized' });
    const c = await passkeys.signInOptions(rp);
    const response = authenticator.get(c.options);
    await passkeys.signIn(rp, c.flowId, response);
    await expect(passkeys.signIn(rp, c.flowId, response)).rejects.toMatchObject({ code: 'auth_flow_expired' });
  });

  it('adds passkeys to an account up to the bound, leaving out the ones it has', async () => {
    const authenticator = new SoftAuthenticator(rp.origin);
    const { player } = await signUp(authenticator, 'Kim');
    const account = { ...player };
    const first = await passkeys.addOptions(rp, account);
    expect(first.options.excludeCredentials?.map((c) => c.id)).toEqual([authenticator.credentials[0]!.id]);
    await expect(passkeys.add(rp, first.flowId, authenticator.create(first.options), guest('g2'), 'x')).rejects.toMatchObject({ code: 'forbidden' });
    for (let n = 1; n < PasskeyLimits.perAccount; n++) {
      const { flowId, options } = await passkeys.addOptions(rp, account);
      await passkeys.add(rp, flowId, authenticator.create(options), account, `key ${n}`);
    }
    expect(await db.store.countPasskeys(account.id)).toBe(PasskeyLimits.perAccount);
    await expect(passkeys.addOptions(rp, account)).rejects.toMatchObject({ code: 'too_many_passkeys', statusCode: 409 });
  });
});
