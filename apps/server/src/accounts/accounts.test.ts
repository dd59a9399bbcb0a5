import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../test/support/databases.ts';
import { storeBackends } from '../../test/support/store-backends.ts';
import type { Registration } from '../config.ts';
import { Players } from '../players/players.ts';
import type { HttpProblem } from '../problem.ts';
import { Accounts } from './accounts.ts';

const T0 = Date.parse('2026-03-01T12:00:00Z');

/** The code of the HttpProblem a promise rejects with. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: HttpProblem) => `${error.code} ${error.statusCode}`,
  );

describe.each(storeBackends)('becoming an account on $name', ({ open }) => {
  let db: TestDatabase;
  let clock = T0;
  let players: Players;
  const accounts = (registration: Registration) => new Accounts(db.store, registration, () => clock);
  beforeAll(async () => {
    db = await open();
    players = new Players(db.store, () => clock);
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it('turns a guest into an account in place, its handle its name, its guest token dead', async () => {
    const { player: guest, token } = await players.create('Guest 1');
    const account = await accounts('open').becomeAccount(guest, 'Alice');
    expect(account).toMatchObject({ id: guest.id, name: 'Alice', accountAt: T0, deletedAt: null });
    expect(await players.byToken(token)).toBeNull();
    expect(await refusal(accounts('open').becomeAccount(account, 'Alice2'))).toBe('conflict 409');
  });

  it('refuses alice, ALICE, аlice (Cyrillic а) and ａlice (fullwidth) once Alice exists, and a new player with no guest too', async () => {
    for (const handle of ['alice', 'ALICE', '\u0430lice', '\uFF41lice']) {
      const { player } = await players.create('Guest');
      expect(await refusal(accounts('open').becomeAccount(player, handle))).toBe('handle_taken 409');
      expect((await db.store.playerById(player.id))?.accountAt).toBeNull();
    }
    expect(await refusal(accounts('open').becomeAccount(null, 'aLiCe'))).toBe('handle_taken 409');
  });

  it('makes a new account player when there is no guest', async () => {
    const account = await accounts('open').becomeAccount(null, 'paypal');
    expect(account).toMatchObject({ name: 'paypal', accountAt: T0, createdAt: T0 });
    expect(await refusal(accounts('open').becomeAccount(null, 'paypa1'))).toBe('handle_taken 409');
  });

  it('refuses a handle that is no handle, saying why', async () => {
    const { player } = await players.create('Guest');
    await expect(accounts('open').becomeAccount(player, 'a b')).rejects.toMatchObject({
      code: 'invalid_handle',
      message: 'Handle refused: a handle has only letters, digits and the separators _ - ..',
    });
    expect(await refusal(accounts('open').becomeAccount(player, '_x_'))).toBe('invalid_handle 400');
    expect(await refusal(accounts('open').becomeAccount(player, 'x'.repeat(100_000)))).toBe('invalid_handle 400');
  });

  it('under REGISTRATION=invite needs a code, takes it once, and refuses one unknown or malformed', async () => {
    const invite = accounts('invite');
    const { code } = await invite.createInvite(60_000);
    const [a, b] = [(await players.create('A')).player, (await players.create('B')).player];
    expect(await refusal(invite.becomeAccount(a, 'Invited'))).toBe('invite_required 403');
    expect(await refusal(invite.becomeAccount(a, 'Invited', 'not a code'))).toBe('invalid_invite 403');
    expect(await refusal(invite.becomeAccount(a, 'Invited', 'A'.repeat(20)))).toBe('invalid_invite 403');
    expect(await invite.becomeAccount(a, 'Invited', code)).toMatchObject({ id: a.id, name: 'Invited' });
    expect(await refusal(invite.becomeAccount(b, 'Invited2', code))).toBe('invalid_invite 403');
    expect((await db.store.playerById(b.id))?.accountAt).toBeNull();
  });

  it('refuses a code once it has expired', async () => {
    const invite = accounts('invite');
    const { code, expiresAt } = await invite.createInvite(60_000);
    expect(expiresAt).toBe(clock + 60_000);
    clock += 60_000;
    expect(await refusal(invite.becomeAccount(null, 'Late', code))).toBe('invalid_invite 403');
    clock = T0;
  });

  it('under REGISTRATION=closed makes no account: a guest stays a guest', async () => {
    const { player, token } = await players.create('Guest');
    expect(await refusal(accounts('closed').becomeAccount(player, 'Closed'))).toBe('registration_closed 403');
    expect(await refusal(accounts('closed').becomeAccount(null, 'Closed'))).toBe('registration_closed 403');
    expect((await players.byToken(token))?.accountAt).toBeNull();
  });

  it('tells a sign-up form whether a handle is free', async () => {
    const open = accounts('open');
    expect(await open.handleState('ALICE')).toEqual({ handle: 'ALICE', available: false, taken: true, problem: 'this handle, or one that looks the same, is taken' });
    expect(await open.handleState('Zoe\u0308')).toEqual({ handle: 'Zoë', available: true, taken: false, problem: null });
    expect(await open.handleState('a')).toEqual({ handle: 'a', available: false, taken: false, problem: 'a handle has at least 3 characters' });
  });

  it('deletes only an account', async () => {
    const { player } = await players.create('Guest');
    expect(await refusal(accounts('open').deleteAccount(player))).toBe('account_required 403');
    const account = await accounts('open').becomeAccount(player, 'Leaving');
    await accounts('open').deleteAccount(account);
    expect(await db.store.playerById(player.id)).toMatchObject({ name: 'deleted player', deletedAt: T0 });
    expect((await accounts('open').handleState('leaving')).available).toBe(true);
  });
});
