import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { navigate } from '../../app/router.ts';
import { paths } from '../../app/routes.ts';
import { api, guest } from '../../app/services.ts';
import { useIdentity } from '../../app/useIdentity.ts';
import { cancelled, passkeysSupported, signInWithPasskey } from '../../client/passkeys.ts';
import { failureText, t } from '../../i18n/messages.ts';
import { OidcOutcomeNote, OidcSignIn } from '../OidcSignIn.tsx';

/** Sign-in (`/sign-in`): with a passkey this device holds, no handle typed. */
export function SignInPage(): JSX.Element {
  const me = useIdentity();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signIn = () => {
    setBusy(true);
    setError(null);
    signInWithPasskey(api)
      .then(() => guest.afterSignIn())
      .then(
        () => navigate(paths.account()),
        (failure: unknown) => {
          setBusy(false);
          if (!cancelled(failure)) setError(failureText(failure));
        },
      );
  };
  return (
    <section class="account sign-in" data-sign-in>
      <h1>{t('signIn.heading')}</h1>
      <OidcOutcomeNote />
      {me?.account && <p>{t('signIn.already', { name: me.name })}</p>}
      {me && !me.account && <p class="muted">{t('signIn.guestNote')}</p>}
      {!passkeysSupported() && (
        <p class="error" role="alert">
          {t('passkeys.unsupported')}
        </p>
      )}
      <button type="button" onClick={signIn} disabled={busy} data-sign-in-passkey>
        {t('signIn.withPasskey')}
      </button>
      <OidcSignIn />
      <p>
        <a href={paths.signInCode()} data-sign-in-code>
          {t('signIn.withCode')}
        </a>
      </p>
      <p>
        {t('signIn.noAccount')} <a href={paths.signUp()}>{t('signUp.create')}</a>
      </p>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
