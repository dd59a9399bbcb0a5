/** A browser's sign-in (docs/accounts.md#sessions): the cookie holds a secret, the row only its hash. */
export interface SessionRecord {
  readonly id: string;
  readonly playerId: string;
  readonly secretHash: string;
  /** The secret before the last rotation, still taken for a short grace; null before any. */
  readonly previousHash: string | null;
  readonly rotatedAt: number;
  readonly createdAt: number;
  readonly lastSeenAt: number;
  /** The browser and system, short, from the User-Agent. */
  readonly device: string;
  readonly address: string;
  readonly endedAt: number | null;
}

export type NewSession = Omit<SessionRecord, 'previousHash' | 'endedAt'>;

export type TokenScope = 'read' | 'play';

/** A personal API token (docs/accounts.md#tokens): only its hash is kept. */
export interface ApiTokenRecord {
  readonly id: string;
  readonly playerId: string;
  readonly name: string;
  readonly tokenHash: string;
  readonly scopes: readonly TokenScope[];
  readonly createdAt: number;
  readonly lastUsedAt: number | null;
  readonly revokedAt: number | null;
}

export type NewApiToken = Omit<ApiTokenRecord, 'lastUsedAt' | 'revokedAt'>;

/** Sessions and personal API tokens. */
export interface SessionsStore {
  createSession(session: NewSession): Promise<void>;
  /** The session that is not ended whose secret, or whose secret before the last rotation, has this hash. */
  sessionBySecretHash(hash: string): Promise<SessionRecord | null>;
  sessionById(id: string): Promise<SessionRecord | null>;
  /**
   * A new secret for the session, the one it had kept as the previous one, only if its secret is
   * still `fromHash` (another request, on any process, may have rotated it first): whether it did.
   */
  rotateSession(id: string, fromHash: string, toHash: string, at: number): Promise<boolean>;
  /** Last seen now, from this address, unless it was seen at `notBefore` or later (another process just did). */
  touchSession(id: string, at: number, address: string, notBefore: number): Promise<void>;
  /** Ends one of the player's sessions: whether it was live. */
  endSession(playerId: string, id: string, at: number): Promise<boolean>;
  /** Ends every live session of the player but `keep`: the ids of those it ended. */
  endSessionsOf(playerId: string, at: number, keep: string | null): Promise<string[]>;
  /**
   * Deletes the player's sessions nobody can sign in with any more (ended, or unseen since
   * `seenBefore`): one range of the player's index, so a player's rows stay as few as their
   * sign-ins since the last one. Answers how many went.
   */
  pruneSessionsOf(playerId: string, seenBefore: number): Promise<number>;
  /** The player's sessions not ended and seen at `seenSince` or later, latest seen first. */
  liveSessionsOf(playerId: string, seenSince: number, limit: number): Promise<SessionRecord[]>;

  createApiToken(token: NewApiToken): Promise<void>;
  /** The token, not revoked, of this hash. */
  apiTokenByHash(hash: string): Promise<ApiTokenRecord | null>;
  /** The player's tokens not revoked, newest first. */
  apiTokensOf(playerId: string, limit: number): Promise<ApiTokenRecord[]>;
  /** Revokes one of the player's tokens: whether it was live. */
  revokeApiToken(playerId: string, id: string, at: number): Promise<boolean>;
  /** Last used now, unless it was at `notBefore` or later. */
  touchApiToken(id: string, at: number, notBefore: number): Promise<void>;
}
