import type { PlayerRecord, RatingPointRecord, RunRecord } from './store.ts';

/** An invitation code presented at sign-up: the hash of the code, and when (docs/accounts.md#registration). */
export interface PresentedInvite {
  readonly codeHash: string;
  readonly at: number;
}

/** A guest becoming an account, or a new account player (docs/accounts.md#handles). */
export interface AccountChange {
  readonly playerId: string;
  /** The handle as written (NFC): the account's name from now on. */
  readonly handle: string;
  /** The handle's comparison key (accounts/handles.ts), unique among players. */
  readonly handleKey: string;
  /** The hash of fresh random bytes nobody holds: a guest's bearer token stops working. */
  readonly tokenHash: string;
  readonly at: number;
  /** Under REGISTRATION=invite: the code that lets them in, spent by this change and only if it happens. */
  readonly invite?: PresentedInvite;
}

/**
 * Why an account change did not happen: the handle's key is another player's (also when two
 * sign-ups race for it: the unique index decides), the invitation is unknown, spent or expired,
 * or the player is no longer a guest (became an account, or was deleted, meanwhile).
 */
export type AccountRefusal = 'taken' | 'invalid_invite' | 'not_a_guest';

/** What deleting an account leaves: the player row, anonymous (docs/accounts.md#deleting-an-account). */
export interface AccountDeletion {
  readonly playerId: string;
  /** The name its runs are shown with from now on, the same for every deleted player. */
  readonly anonymousName: string;
  /** A hash nobody holds the token of. */
  readonly tokenHash: string;
  readonly at: number;
}

/** Where a page of a player's runs (newest first) ends: the next page starts after it. */
export interface RunsCursor {
  readonly startedAt: number;
  readonly id: string;
}

/** Accounts: handles, becoming an account, invitations, and what a player can take with them or delete. */
export interface AccountsStore {
  /** The player whose handle has this key (accounts/handles.ts), or null when it is free. */
  playerByHandleKey(handleKey: string): Promise<PlayerRecord | null>;
  /** Turns the guest `change.playerId` into an account, in place (same id, so every run and rating stays theirs). */
  turnGuestIntoAccount(change: AccountChange): Promise<AccountRefusal | null>;
  /** A new player that is an account from the start (signed up with no guest on the device). */
  createAccount(change: AccountChange, createdAt: number): Promise<AccountRefusal | null>;

  /** Keeps a new invitation code, by its hash; `expiresAt` null: it never expires. */
  saveInvite(codeHash: string, createdAt: number, expiresAt: number | null): Promise<void>;

  /** A page of the player's runs, newest first, after `cursor` (null: from the newest): one range of the (player, start) index. */
  runsOfPlayerPage(playerId: string, cursor: RunsCursor | null, limit: number): Promise<RunRecord[]>;
  /** A page of the player's rating history in a game, oldest first, after `afterAt` (null: from the first). */
  ratingHistoryPage(playerId: string, game: string, afterAt: number | null, limit: number): Promise<RatingPointRecord[]>;

  /**
   * Deletes an account, in one transaction: its sessions, tokens, passkeys, identities and sign-ins in
   * progress; its entries on every board, its statistics, ratings, rating history and journeys; its runs
   * stay, unranked, under the anonymous name, and its handle is free again.
   */
  deleteAccount(deletion: AccountDeletion): Promise<void>;

  /**
   * Marks the account a bot, for good (docs/bots.md), in one statement that holds only for a live
   * account with no rated game yet: `marked` (or already a bot), `rated` when it has one, `not_account`.
   */
  markBot(playerId: string): Promise<'marked' | 'rated' | 'not_account'>;
}
