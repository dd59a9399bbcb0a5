import type { AuthMethods } from '@gridrace/protocol';
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { signInApi } from '../app/sign-in-services.ts';
import { errorText, failureText, hasMessage, t } from '../i18n/messages.ts';

/**
 * "Sign in with <provider>" (or, on the account page, "Link <provider>"), shown only when the
 * server has an OpenID Connect provider: the browser goes to the provider's page and comes back
 * through the server, signed in (docs/accounts.md#openid-connect).
 */
export function OidcSignIn({ link = false }: { link?: boolean }): JSX.Element | null {
  const [methods, setMethods] = useState<AuthMethods | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    signInApi.methods().then(
      (answer) => live && setMethods(answer),
      () => undefined,
    );
    return () => void (live = false);
  }, []);
  if (!methods?.oidc) return null;
  const name = methods.oidc.name;
  const go = () => {
    setBusy(true);
    setError(null);
    signInApi.startOidc(link).then(
      ({ url }) => window.location.assign(url),
      (failure: unknown) => {
        setBusy(false);
        setError(failureText(failure));
      },
    );
  };
  return (
    <div class="oidc-sign-in">
      <button type="button" class="button" data-oidc-sign-in disabled={busy} onClick={go}>
        {t(link ? 'oidc.link' : 'oidc.signIn', { name })}
      </button>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** What came of a sign-in at the provider, when it came back here with `?oidc=<result>` (the server's redirect). */
export function OidcOutcomeNote(): JSX.Element | null {
  const result = new URLSearchParams(window.location.search).get('oidc');
  if (!result) return null;
  const key = `oidc.result.${result}`;
  const good = result === 'linked' || result === 'already_linked';
  return (
    <p class={good ? 'notice' : 'error'} role={good ? 'status' : 'alert'} data-oidc-outcome={result}>
      {hasMessage(key) ? t(key) : errorText(result)}
    </p>
  );
}
