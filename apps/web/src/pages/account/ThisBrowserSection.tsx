import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { guest } from '../../app/services.ts';
import type { Identity } from '../../client/player-identity.ts';
import { failureText, t } from '../../i18n/messages.ts';

/** Who this browser plays as, an account or a guest; an account's browser can sign out here. */
export function ThisBrowserSection({ me }: { me: Identity | null }): JSX.Element {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signOut = () => {
    setBusy(true);
    guest.signOut().then(
      () => {
        setBusy(false);
        setError(null);
      },
      (failure: unknown) => {
        setBusy(false);
        setError(failureText(failure));
      },
    );
  };
  return (
    <section class="account-section" data-this-browser>
      <h2>{t('account.browser')}</h2>
      {me && (
        <p>
          {t('account.playingAs', { name: me.name })}{' '}
          <span data-identity-kind={me.account ? 'account' : 'guest'}>{me.account ? t('account.kindAccount') : t('account.kindGuest')}</span>
        </p>
      )}
      {me?.account && (
        <button type="button" onClick={signOut} disabled={busy} data-sign-out>
          {t('account.signOut')}
        </button>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
