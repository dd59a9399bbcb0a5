import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { api } from '../../app/services.ts';
import { failureText, t } from '../../i18n/messages.ts';

/**
 * Marking the account as a bot (docs/bots.md): for an account a program plays through the API.
 * The mark is for good and only for an account with no rated game yet, so the switch asks to
 * confirm first, saying so.
 */
export function BotSection(): JSX.Element {
  const [bot, setBot] = useState<boolean | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api.session().then(
      (me) => setBot(me.player.bot),
      (failure: unknown) => setError(failureText(failure)),
    );
  }, []);
  const mark = () => {
    setBusy(true);
    setError(null);
    api.markBot().then(
      () => {
        setBusy(false);
        setConfirming(false);
        setBot(true);
      },
      (failure: unknown) => {
        setBusy(false);
        setError(failureText(failure));
      },
    );
  };
  return (
    <section class="account-section" data-account-bot>
      <h2>{t('account.bot.heading')}</h2>
      {bot === true ? (
        <p data-bot-marked>{t('account.bot.marked')}</p>
      ) : (
        <>
          <p class="muted">
            {t('account.bot.help')} {/* The server's own API reference; docs/bots.md in the repository walks a bot's author through it. */}
            <a href="/docs" target="_blank" rel="noopener" data-bot-api-docs>
              {t('account.bot.docs')}
            </a>
          </p>
          {confirming ? (
            <div class="bot-confirm" role="group" aria-labelledby="bot-confirm-text">
              <p id="bot-confirm-text">
                <strong>{t('account.bot.confirmText')}</strong>
              </p>
              <button type="button" class="danger" disabled={busy} onClick={mark} data-bot-confirm>
                {t('account.bot.confirm')}
              </button>{' '}
              <button type="button" disabled={busy} onClick={() => setConfirming(false)} data-bot-cancel>
                {t('account.bot.cancel')}
              </button>
            </div>
          ) : (
            <button type="button" disabled={bot === null || busy} onClick={() => setConfirming(true)} data-bot-switch>
              {t('account.bot.switch')}
            </button>
          )}
        </>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
