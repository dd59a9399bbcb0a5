import type { PlayerRecord } from '../../store/store.ts';
import type { IdentitiesStore } from '../../store/identities-store.ts';
import { HttpProblem } from '../../problem.ts';
import { handleCandidates, handleVariants } from './handle-from-claims.ts';
import type { OidcIdentity } from './oidc-client.ts';

/** What a sign-in began with, kept in its flow: link to the account signed in, or sign in (a guest's progress kept). */
export interface OidcIntent {
  /** The account to link the identity to (the account page's "Link"); null: sign in. */
  readonly linkTo: string | null;
  /** The guest whose progress a new account keeps; null: a new player. */
  readonly guestId: string | null;
  readonly invite: string | null;
}

/** Where the sign-in ends, and why: the web app's page says it (`?oidc=<result>`). */
export type OidcOutcome =
  | { readonly result: 'signed_in'; readonly player: PlayerRecord }
  | { readonly result: 'linked' | 'already_linked' | 'in_use' | 'failed' }
  | { readonly result: 'refused'; readonly code: string };

export interface OidcOutcomeDeps {
  readonly store: IdentitiesStore & { playerById(id: string): Promise<PlayerRecord | null> };
  readonly accounts: { becomeAccount(guest: PlayerRecord | null, handle: string, invite?: string): Promise<PlayerRecord> };
  readonly maxHandleLength: number;
  readonly now: () => number;
}

const live = (player: PlayerRecord | null): player is PlayerRecord => player !== null && player.deletedAt === null;

/**
 * The provider said who signed in; this decides what that does (docs/accounts.md#openid-connect):
 * an identity already linked signs its account in; one not linked is linked to the account that
 * asked to link it, or else makes a new account (the guest's, keeping their progress), subject
 * to the registration policy, with a handle from the provider's names.
 */
export async function oidcOutcome(deps: OidcOutcomeDeps, intent: OidcIntent, identity: OidcIdentity): Promise<OidcOutcome> {
  const { store } = deps;
  const owner = await store.identityOwner(identity.issuer, identity.subject);
  if (intent.linkTo !== null) {
    if (owner !== null) return { result: owner === intent.linkTo ? 'already_linked' : 'in_use' };
    if (!live(await store.playerById(intent.linkTo))) return { result: 'failed' };
    const linked = await store.linkIdentity({ issuer: identity.issuer, subject: identity.subject, playerId: intent.linkTo, createdAt: deps.now() });
    return { result: linked ? 'linked' : 'in_use' };
  }
  if (owner !== null) {
    const player = await store.playerById(owner);
    return live(player) ? { result: 'signed_in', player } : { result: 'failed' };
  }
  const guest = intent.guestId === null ? null : await store.playerById(intent.guestId);
  // A guest who became an account meanwhile (another tab) is not a guest to adopt any more.
  const adopted = live(guest) && guest.accountAt === null ? guest : null;
  let account: PlayerRecord;
  try {
    account = await becomeAccountWithFreeHandle(deps, adopted, identity, intent.invite);
  } catch (error) {
    if (error instanceof HttpProblem) return { result: 'refused', code: error.code };
    throw error;
  }
  // Two sign-ins of one new identity at once: the first link holds, the second account has none (and is the player's to delete).
  await store.linkIdentity({ issuer: identity.issuer, subject: identity.subject, playerId: account.id, createdAt: deps.now() });
  return { result: 'signed_in', player: account };
}

async function becomeAccountWithFreeHandle(deps: OidcOutcomeDeps, guest: PlayerRecord | null, identity: OidcIdentity, invite: string | null): Promise<PlayerRecord> {
  const become = (handle: string) => deps.accounts.becomeAccount(guest, handle, invite ?? undefined);
  let lastTaken: HttpProblem | null = null;
  for (const base of new Set([...handleCandidates(identity, deps.maxHandleLength), 'player'])) {
    for (const handle of [base, ...handleVariants(base, deps.maxHandleLength)]) {
      try {
        return await become(handle);
      } catch (error) {
        if (!(error instanceof HttpProblem)) throw error;
        if (error.code === 'handle_taken') {
          lastTaken = error;
          continue;
        }
        // A candidate that is no handle (too short once cleaned, a rule of handles.ts): the next one.
        if (error.code === 'invalid_handle') break;
        throw error;
      }
    }
  }
  throw lastTaken ?? new HttpProblem('invalid_handle', 'No handle could be made from the names the provider gave.');
}
