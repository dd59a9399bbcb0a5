/**
 * OpenID Connect identities linked to accounts (docs/accounts.md#openid-connect): a provider's
 * (issuer, subject) names one account; an account may have several (several providers over
 * time, or a second one at the same provider).
 */
export interface IdentityRecord {
  readonly issuer: string;
  readonly subject: string;
  readonly playerId: string;
  readonly createdAt: number;
}

export interface IdentitiesStore {
  /** The account the identity signs in, if linked. */
  identityOwner(issuer: string, subject: string): Promise<string | null>;
  /** The account's identities, oldest first. */
  identitiesOf(playerId: string): Promise<IdentityRecord[]>;
  /** Links the identity; false when it is linked already (to this account or another: the first link holds). */
  linkIdentity(identity: IdentityRecord): Promise<boolean>;
  /**
   * Unlinks the account's identity unless it is the account's last way to sign in (no passkey and
   * no other identity): decided in the one statement that deletes, so two unlinks at once cannot
   * both pass. Answers whether it was unlinked.
   */
  unlinkIdentity(playerId: string, issuer: string, subject: string): Promise<boolean>;
}
