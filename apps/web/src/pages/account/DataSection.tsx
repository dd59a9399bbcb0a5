import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { api, guest } from '../../app/services.ts';
import { failureText, t } from '../../i18n/messages.ts';

/** What the confirmation compares: the handle as the player sees it, case aside (the server compares as handles are compared). */
const folded = (text: string) => text.normalize('NFC').trim().toLowerCase();

/**
 * The player's own data (docs/accounts.md#export): everything of theirs as a JSON download, and
 * the account's deletion, once its handle is typed again. After it this browser plays on as a
 * new guest.
 */
export function DataSection({ handle }: { handle: string }): JSX.Element {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmed = folded(typed) === folded(handle);
  const remove = (event: Event) => {
    event.preventDefault();
    if (!confirmed) return setError(t('account.data.typeHandle', { handle }));
    setBusy(true);
    api.deleteAccount(typed).then(
      () => guest.renew().then(() => setBusy(false)),
      (failure: unknown) => {
        setBusy(false);
        setError(failureText(failure));
      },
    );
  };
  return (
    <section class="account-section" data-account-data>
      <h2>{t('account.data.heading')}</h2>
      <p class="muted">{t('account.data.exportHelp')}</p>
      <p>
        {/* A plain link: the session cookie goes with it, and the server sends the file as a download. */}
        <a href="/api/v1/account/export" download data-export>
          {t('account.data.export')}
        </a>
      </p>
      <h3>{t('account.data.deleteHeading')}</h3>
      <p class="muted">{t('account.data.deleteHelp')}</p>
      <form class="delete-account" onSubmit={remove} noValidate>
        <label>
          {t('account.data.confirmLabel', { handle })}{' '}
          <input
            name="confirm-handle"
            value={typed}
            autocomplete="off"
            aria-invalid={error !== null}
            aria-describedby={error ? 'delete-account-error' : undefined}
            onInput={(e) => {
              setTyped(e.currentTarget.value);
              setError(null);
            }}
          />
        </label>
        <button type="submit" class="danger" disabled={busy || !confirmed} data-delete-account>
          {t('account.data.delete')}
        </button>
        {error && (
          <p class="error" role="alert" id="delete-account-error">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
