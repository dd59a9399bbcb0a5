import type { JSX } from 'preact';
import { t } from '../i18n/messages.ts';

/**
 * A player's name as every page shows it: a guest's (no account) with a small mark beside it, so
 * that a guest named like an account cannot pass for it (docs/accounts.md#handles). The mark's
 * word is drawn by the style sheet (`content: attr(data-guest-mark)`), which screen readers read
 * as part of the name, while the text of the page stays the name alone: what a player selects
 * and copies, or a tooltip repeats, is the name, not "Ada guest".
 */
export function PlayerName({ name, guest }: { name: string; guest: boolean }): JSX.Element {
  return (
    <>
      {name}
      {guest && <span class="guest-mark" data-guest-mark={t('player.guestMark')} title={t('player.guestMark.title')} />}
    </>
  );
}
