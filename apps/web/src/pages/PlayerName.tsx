import type { JSX } from 'preact';
import { t } from '../i18n/messages.ts';

/**
 * A player's name as every page shows it: a guest's (no account) with a small mark beside it, so
 * that a guest named like an account cannot pass for it (docs/accounts.md#handles). The mark's
 * word is its accessible name too.
 */
export function PlayerName({ name, guest }: { name: string; guest: boolean }): JSX.Element {
  return (
    <>
      {name}
      {guest && (
        <span class="guest-mark" title={t('player.guestMark.title')}>
          {t('player.guestMark')}
        </span>
      )}
    </>
  );
}
