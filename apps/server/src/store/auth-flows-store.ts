/**
 * Sign-ins in progress (docs/accounts.md): a WebAuthn challenge, an OpenID Connect state, a
 * code for another device. Kept in the database, not in a process's memory, so that any
 * process behind the same database can finish what another began. The id a browser holds is
 * never stored: only its hash (`idHash`), so a reader of the database cannot finish a flow.
 */
export interface AuthFlowRecord {
  /** The hash of the flow's id (accounts/auth-flows.ts `flowIdHash`). */
  readonly idHash: string;
  /** `webauthn`, `oidc`, `device`, `invite`: a flow is only ever taken as the kind it was put as. */
  readonly kind: string;
  /** The player the flow is for, when one is known when it begins (adding a passkey, a signed-in device). */
  readonly playerId: string | null;
  /** The flow's state, JSON-serializable (a challenge, a handle, a PKCE verifier). */
  readonly data: unknown;
  readonly createdAt: number;
  /** When it stops being usable; null: until used (an invitation). */
  readonly expiresAt: number | null;
}

export interface AuthFlowsStore {
  /** Stores a new flow. Its id hash is new (a random id's): a second put of one fails. */
  putAuthFlow(flow: AuthFlowRecord): Promise<void>;
  /** The flow, if of `kind` and not expired at `now`, without using it up (a device code polled for). */
  peekAuthFlow(kind: string, idHash: string, now: number): Promise<AuthFlowRecord | null>;
  /**
   * Uses the flow up: answers it and deletes it, once. Of two takes at the same time (two
   * processes, a replayed request) only the one whose delete removed the row gets it; the other
   * gets null. An expired flow is deleted too and answers null.
   */
  takeAuthFlow(kind: string, idHash: string, now: number): Promise<AuthFlowRecord | null>;
  /** Replaces a live flow's data (a device code approved), keeping its expiry; answers whether it was there. */
  updateAuthFlow(kind: string, idHash: string, data: unknown, playerId: string | null, now: number): Promise<boolean>;
  /** Deletes at most `limit` flows expired at `now` (so one call stays short); answers how many. */
  purgeExpiredAuthFlows(now: number, limit: number): Promise<number>;
}
