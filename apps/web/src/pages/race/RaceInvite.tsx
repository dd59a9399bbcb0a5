import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { paths } from '../../app/routes.ts';
import { t } from '../../i18n/messages.ts';

/** The invite: the link to send (with a copy button) and the code to read out. */
export function RaceInvite({ code }: { code: string }): JSX.Element {
  const link = new URL(paths.race(code), location.origin).href;
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () => {
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) return setCopied(false);
    clipboard.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div class="race-invite">
      <p class="race-invite-label">{t('race.invite.label')}</p>
      <div class="race-invite-row">
        <input class="race-link" readOnly value={link} aria-label={t('race.invite.link')} data-race-link onFocus={(e) => e.currentTarget.select()} />
        <button type="button" class="primary" data-race-action="copy" onClick={copy}>
          {copied ? t('race.invite.copied') : t('race.invite.copy')}
        </button>
      </div>
      {copied === false && <p class="muted">{t('race.invite.noClipboard')}</p>}
      <p class="muted">
        {t('race.invite.codeBefore')}{' '}
        <strong class="race-code" data-race-code>
          {code}
        </strong>{' '}
        {t('race.invite.codeAfter')}
      </p>
    </div>
  );
}
