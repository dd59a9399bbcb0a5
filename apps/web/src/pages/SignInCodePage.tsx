import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { ApiError } from '../client/api.ts';
import { navigate } from '../app/router.ts';
import { paths } from '../app/routes.ts';
import { guest } from '../app/services.ts';
import { signInApi } from '../app/sign-in-services.ts';
import { failureText, t } from '../i18n/messages.ts';
import { OidcOutcomeNote, OidcSignIn } from './OidcSignIn.tsx';

/**
 * The other device's page (docs/accounts.md#another-device): the code a signed-in device shows,
 * typed here (or filled in from its QR code's link, `?c=`), signs this browser in. Works over
 * plain http on a LAN, where browsers refuse passkeys.
 */
export function SignInCodePage(): JSX.Element {
  const [code, setCode] = useState(() => new URLSearchParams(window.location.search).get('c') ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    signInApi.signInWithCode(code).then(
      // The guest token this browser may hold is dead now: the app asks the server who it is, by the session.
      () => void guest.afterSignIn().finally(() => navigate(paths.home())),
      (failure: unknown) => {
        setBusy(false);
        if (failure instanceof ApiError && failure.code === 'rate_limited') return setError(t('signInCode.tooMany'));
        setError(failure instanceof ApiError && failure.code === 'invalid_device_code' ? t('signInCode.invalid') : failureText(failure));
      },
    );
  };
  return (
    <section class="sign-in-code">
      <h1>{t('signInCode.title')}</h1>
      <OidcOutcomeNote />
      <p>{t('signInCode.how')}</p>
      <form onSubmit={submit}>
        <label>
          {t('signInCode.label')}
          <input
            name="code"
            value={code}
            autocomplete="one-time-code"
            autocapitalize="characters"
            spellcheck={false}
            placeholder="ABCD-EFGH"
            onInput={(event) => setCode(event.currentTarget.value)}
          />
        </label>
        <button type="submit" class="button" disabled={busy || code.trim() === ''}>
          {t('signInCode.submit')}
        </button>
      </form>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <OidcSignIn />
    </section>
  );
}
