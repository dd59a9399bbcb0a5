import type { IdentityInfo } from '@gridrace/protocol';
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { ApiError } from '../../client/api.ts';
import { signInApi } from '../../app/sign-in-services.ts';
import { currentLocale, failureText, t } from '../../i18n/messages.ts';
import { OidcOutcomeNote, OidcSignIn } from '../OidcSignIn.tsx';

/**
 * The account's linked OpenID Connect identities (docs/accounts.md#openid-connect): each one
 * signs in as this account; unlinking is refused for the last way in. "Link <provider>" adds one.
 */
export function IdentitiesSection(): JSX.Element | null {
  const [identities, setIdentities] = useState<IdentityInfo[] | null>(null);
  const [provider, setProvider] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = () =>
    signInApi.identities().then(
      (answer) => setIdentities(answer.identities),
      (failure: unknown) => setError(failureText(failure)),
    );
  useEffect(() => {
    void load();
    signInApi.methods().then(
      (methods) => setProvider(methods.oidc?.name ?? null),
      () => undefined,
    );
  }, []);
  const unlink = (identity: IdentityInfo) => {
    setError(null);
    signInApi.unlinkIdentity(identity.issuer, identity.subject).then(
      () => load(),
      (failure: unknown) => setError(failure instanceof ApiError && failure.code === 'last_sign_in_method' ? t('identities.last') : failureText(failure)),
    );
  };
  const date = (iso: string) => new Date(iso).toLocaleDateString(currentLocale());
  // A server with no provider, and an account with no identity left from one: nothing to show.
  if (provider === null && (identities === null || identities.length === 0) && error === null) return null;
  return (
    <section class="account-section identities" aria-labelledby="identities-title" data-identities>
      <h2 id="identities-title">{t('identities.title')}</h2>
      <OidcOutcomeNote />
      {identities !== null && identities.length === 0 && <p>{t('identities.none')}</p>}
      {identities !== null && identities.length > 0 && (
        <ul class="account-list">
          {identities.map((identity) => (
            <li key={`${identity.issuer} ${identity.subject}`} data-identity={identity.subject}>
              {t('identities.item', { provider: identity.provider, subject: identity.subject, date: date(identity.createdAt) })}{' '}
              <button type="button" class="link" onClick={() => unlink(identity)}>
                {t('identities.unlink')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <OidcSignIn link />
    </section>
  );
}
