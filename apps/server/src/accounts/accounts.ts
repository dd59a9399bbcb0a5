import { ErrorCode } from '@gridrace/protocol';
import type { Registration } from '../config.ts';
import { hashToken, newId, newToken } from '../players/tokens.ts';
import { HttpProblem } from '../problem.ts';
import type { AccountChange, AccountRefusal, AccountsStore } from '../store/accounts-store.ts';
import type { PlayerRecord, PlayersStore } from '../store/store.ts';
import { parseHandle } from './handles.ts';
import { inviteCodeHash, newInviteCode } from './invites.ts';

/** What every deleted account's runs are shown under: the same for all, so none can be told from another. */
export const DELETED_PLAYER_NAME = 'deleted player';

/**
 * Accounts (docs/accounts.md): a guest becomes an account in place, under the operator's
 * registration policy; an account can be deleted. Used by the sign-up routes (a passkey's, an
 * OpenID Connect login's), which then start a session for the player answered.
 */
export class Accounts {
  constructor(
    private readonly store: AccountsStore & PlayersStore,
    private readonly registration: Registration,
    private readonly now: () => number,
  ) {}

  /**
   * Makes `guest` (or, with none, a new player) an account with `handle`. The guest keeps its
   * id, so every run, rating, streak and journey stays theirs; its bearer token stops working.
   * Throws HttpProblem: `registration_closed`, `invalid_handle`, `invite_required`,
   * `invalid_invite`, `handle_taken`, or `conflict` for a player who is an account already.
   */
  async becomeAccount(guest: PlayerRecord | null, handle: string, invite?: string): Promise<PlayerRecord> {
    if (guest && (guest.accountAt !== null || guest.deletedAt !== null)) throw new HttpProblem(ErrorCode.Conflict, 'This player is an account already.');
    if (this.registration === 'closed') throw new HttpProblem(ErrorCode.RegistrationClosed, 'This server takes no new accounts: its operator closed registration.');
    const parsed = parseHandle(handle);
    if ('problem' in parsed) throw new HttpProblem(ErrorCode.InvalidHandle, `Handle refused: ${parsed.problem}.`);
    const codeHash = this.registration === 'invite' ? this.inviteHash(invite) : undefined;
    if (await this.store.playerByHandleKey(parsed.key)) throw taken(parsed.handle);

    const at = this.now();
    const change: AccountChange = {
      playerId: guest?.id ?? newId(),
      handle: parsed.handle,
      handleKey: parsed.key,
      // The hash of a token nobody is given: the guest's own token no longer names anyone.
      tokenHash: hashToken(newToken()),
      at,
      ...(codeHash === undefined ? {} : { invite: { codeHash, at } }),
    };
    const refusal = guest ? await this.store.turnGuestIntoAccount(change) : await this.store.createAccount(change, at);
    if (refusal !== null) throw refused(refusal, parsed.handle);
    const player = await this.store.playerById(change.playerId);
    if (!player) throw new Error(`the account ${change.playerId} just made is not stored`);
    return player;
  }

  /** Whether `handle` is a handle and nobody has it (or one that looks the same): for a sign-up form, as one types. */
  async handleState(handle: string): Promise<{ handle: string; available: boolean; taken: boolean; problem: string | null }> {
    const parsed = parseHandle(handle);
    if ('problem' in parsed) return { handle, available: false, taken: false, problem: parsed.problem };
    const taken = (await this.store.playerByHandleKey(parsed.key)) !== null;
    return { handle: parsed.handle, available: !taken, taken, problem: taken ? 'this handle, or one that looks the same, is taken' : null };
  }

  /** A new invitation code (shown once: only its hash is kept), valid once, until `validForMs` from now (null: no end). */
  async createInvite(validForMs: number | null): Promise<{ code: string; expiresAt: number | null }> {
    const code = newInviteCode();
    const at = this.now();
    const expiresAt = validForMs === null ? null : at + validForMs;
    await this.store.saveInvite(inviteCodeHash(code)!, at, expiresAt);
    return { code, expiresAt };
  }

  /**
   * Deletes an account: it leaves every board, daily distribution and rating board; its runs stay
   * under DELETED_PLAYER_NAME with nothing that links them to the person; every session and
   * token of it stops working, and its handle is free again.
   */
  async deleteAccount(player: PlayerRecord): Promise<void> {
    if (player.accountAt === null || player.deletedAt !== null)
      throw new HttpProblem(ErrorCode.AccountRequired, 'Only an account can be deleted: a guest has nothing kept but its token.');
    await this.store.deleteAccount({ playerId: player.id, anonymousName: DELETED_PLAYER_NAME, tokenHash: hashToken(newToken()), at: this.now() });
  }

  /** Who may create an account, as the sign-up form needs to know it. */
  get policy(): Registration {
    return this.registration;
  }

  private inviteHash(invite: string | undefined): string {
    if (invite === undefined || invite === '') throw new HttpProblem(ErrorCode.InviteRequired, 'This server takes new accounts by invitation: an invitation code is required.');
    const hash = inviteCodeHash(invite);
    if (hash === null) throw new HttpProblem(ErrorCode.InvalidInvite, 'This invitation code is not valid: unknown, used already, or expired.');
    return hash;
  }
}

const taken = (handle: string) => new HttpProblem(ErrorCode.HandleTaken, `The handle ${handle} is taken (or one that looks the same is).`);

function refused(refusal: AccountRefusal, handle: string): HttpProblem {
  switch (refusal) {
    case 'taken':
      return taken(handle);
    case 'invalid_invite':
      return new HttpProblem(ErrorCode.InvalidInvite, 'This invitation code is not valid: unknown, used already, or expired.');
    case 'not_a_guest':
      return new HttpProblem(ErrorCode.Conflict, 'This player is an account already, or was deleted.');
  }
}
