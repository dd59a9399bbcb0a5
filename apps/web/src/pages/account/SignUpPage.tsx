import { handleSchema } from '@gridrace/protocol';
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { navigate } from '../../app/router.ts';
import { paths } from '../../app/routes.ts';
import { api, guest } from '../../app/services.ts';
import { useIdentity } from '../../app/useIdentity.ts';
import { cancelled, passkeysSupported, signUpWithPasskey } from '../../client/passkeys.ts';
import { failureText, t } from '../../i18n/messages.ts';

type Availability = { readonly handle: string; readonly available: boolean; readonly problem: string | null; readonly registration: string } | null;

/** What the server says of the handle typed, asked a moment after the typing stops. */
function useAvailability(handle: string): Availability {
  const [state, setState] = useState<Availability>(null);
  useEffect(() => {
    const typed = handle.trim();
    if (typed === '') return setState(null);
    let current = true;
    const timer = setTimeout(() => {
      api.handleState(typed).then(
        (answer) => current && setState(answer),
        () => current && setState(null),
      );
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [handle]);
  return state;
}

/**
 * Sign-up (`/sign-up`): a handle, then a passkey made by this device. A guest becomes the
 * account in place: their runs, ratings and streaks stay theirs (docs/accounts.md#passkeys).
 */
export function SignUpPage(): JSX.Element {
  const me = useIdentity();
  const [handle, setHandle] = useState('');
  const [invite, setInvite] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const availability = useAvailability(handle);
  const wantsInvite = availability?.registration === 'invite';

  const submit = (event: Event) => {
    event.preventDefault();
    if (!handleSchema.safeParse(handle.trim()).success) return setError(t('signUp.handleNeeded'));
    setBusy(true);
    setError(null);
    signUpWithPasskey(api, handle.trim(), invite.trim() || undefined)
      .then(() => guest.afterSignIn())
      .then(
        (identity) => navigate(paths.player(identity.id)),
        (failure: unknown) => {
          setBusy(false);
          if (!cancelled(failure)) setError(failureText(failure));
        },
      );
  };

  if (me?.account)
    return (
      <section class="account sign-up" data-sign-up>
        <h1>{t('signUp.heading')}</h1>
        <p>{t('signUp.already', { name: me.name })}</p>
        <a href={paths.account()}>{t('app.account')}</a>
      </section>
    );
  return (
    <section class="account sign-up" data-sign-up>
      <h1>{t('signUp.heading')}</h1>
      <p>{me && !me.account ? t('signUp.keepProgress', { name: me.name }) : t('signUp.intro')}</p>
      {!passkeysSupported() && (
        <p class="error" role="alert">
          {t('passkeys.unsupported')}
        </p>
      )}
      <form class="sign-up-form" onSubmit={submit} noValidate>
        <label>
          {t('signUp.handle')} <input name="handle" autocomplete="username webauthn" value={handle} onInput={(e) => setHandle(e.currentTarget.value)} maxLength={64} required />
        </label>
        {availability && availability.handle.trim() !== '' && (
          <p class={availability.available ? 'muted' : 'error'} data-handle-state={availability.available ? 'free' : 'taken'} aria-live="polite">
            {availability.available ? t('signUp.handleFree', { handle: availability.handle }) : t('signUp.handleNotFree', { problem: availability.problem ?? '' })}
          </p>
        )}
        {wantsInvite && (
          <label>
            {t('signUp.invite')} <input name="invite" value={invite} onInput={(e) => setInvite(e.currentTarget.value)} maxLength={128} />
          </label>
        )}
        <button type="submit" disabled={busy || availability?.available === false} data-create-account>
          {t('signUp.create')}
        </button>
      </form>
      <p class="muted">{t('signUp.passkeyHelp')}</p>
      <p>
        {t('signUp.haveAccount')} <a href={paths.signIn()}>{t('signIn.withPasskey')}</a>
      </p>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
