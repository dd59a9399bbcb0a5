/** A WebAuthn credential of an account (docs/accounts.md#passkeys). */
export interface PasskeyRecord {
  /** The credential id, base64url: the authenticator names the credential by it when signing in. */
  readonly id: string;
  readonly playerId: string;
  /** The name its owner knows it by ("iPhone", "YubiKey"). */
  readonly name: string;
  /** The COSE public key, base64url. */
  readonly publicKey: string;
  /** The authenticator's signature counter when last used (0: one that keeps none). */
  readonly counter: number;
  /** How the browser can reach the authenticator (`internal`, `usb`, `hybrid`...), as it said. */
  readonly transports: readonly string[];
  readonly createdAt: number;
  readonly lastUsedAt: number | null;
}

export interface PasskeysStore {
  /** Stores a new passkey; fails if its credential id is stored already. */
  addPasskey(passkey: PasskeyRecord): Promise<void>;
  passkeyById(id: string): Promise<PasskeyRecord | null>;
  /** The player's passkeys, oldest first, at most `limit`. */
  passkeysOf(playerId: string, limit: number): Promise<PasskeyRecord[]>;
  countPasskeys(playerId: string): Promise<number>;
  /**
   * Stamps a sign-in with the passkey: its new counter and when. Only if the stored counter is
   * still `previousCounter` (two sign-ins at once with the same count: one of them wins);
   * answers whether it was stamped.
   */
  usePasskey(id: string, previousCounter: number, counter: number, at: number): Promise<boolean>;
  /** Renames one of the player's passkeys; answers whether it was theirs. */
  renamePasskey(playerId: string, id: string, name: string): Promise<boolean>;
  /**
   * Removes one of the player's passkeys, unless it is their last way to sign in: their last
   * passkey with no linked identity (OpenID Connect). Answers `removed`, `absent` or `last`.
   */
  removePasskey(playerId: string, id: string): Promise<'removed' | 'absent' | 'last'>;
}
