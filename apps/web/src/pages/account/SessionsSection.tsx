import type { SessionInfo } from '@gridrace/protocol';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { api, guest } from '../../app/services.ts';
import { formatDate } from '../../i18n/format.ts';
import { failureText, t } from '../../i18n/messages.ts';
import { LoadStatus } from '../Status.tsx';
import { useLoad } from '../useLoad.ts';

const when = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

/** Where the account is signed in: each browser's session, signed out one by one or all but this one at once. */
export function SessionsSection(): JSX.Element {
  const [version, setVersion] = useState(0);
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const loaded = useLoad(() => api.sessions(), [version]);
  const act = (doing: Promise<unknown>, done: (value: unknown) => string | null = () => null) =>
    doing.then(
      (value) => {
        setError(null);
        setNote(done(value));
        setVersion((v) => v + 1);
      },
      (failure: unknown) => setError(failureText(failure)),
    );
  const end = (session: SessionInfo) => void (session.current ? guest.signOut() : act(api.endSession(session.id)));
  const everywhere = () => void act(api.signOutEverywhere(), (value) => t('account.signedOutEverywhere', { count: (value as { ended: number }).ended }));
  return (
    <section class="account-section" data-sessions>
      <h2>{t('account.sessions')}</h2>
      <p class="muted">{t('account.sessionsHelp')}</p>
      <LoadStatus loaded={loaded} what={t('account.sessions')} />
      {loaded.status === 'ok' && (
        <ul class="account-list">
          {loaded.value.sessions.map((session) => (
            <li key={session.id} data-session={session.id} data-current={session.current ? '' : undefined}>
              <span class="account-item-name">
                {session.device}
                {session.current && <strong class="badge"> {t('account.thisBrowser')}</strong>}
              </span>
              <span class="muted">
                {t('account.from', { address: session.address })} · {t('account.signedInAt', { when: when(session.createdAt) })} ·{' '}
                {t('account.lastSeen', { when: when(session.lastSeenAt) })}
              </span>
              <button type="button" onClick={() => end(session)} data-end-session>
                {t('account.signOutSession')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" onClick={everywhere} data-sign-out-everywhere>
        {t('account.signOutEverywhere')}
      </button>
      {note && (
        <p role="status" data-sessions-note>
          {note}
        </p>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
