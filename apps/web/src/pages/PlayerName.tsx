import type { JSX } from 'preact';
import { t } from '../i18n/messages.ts';

/**
 * A player's name as every page shows it: a guest's (no account) with a small mark beside it, so
 * that a guest named like an account cannot pass for it (docs/accounts.md#handles). The mark's
 * word is drawn by the style sheet (`content: attr(data-guest-mark)`), which screen readers read
 * as part of the name, while the text of the page stays the name alone: what a player selects
 * and copies, or a tooltip repeats, is the name, not "Ada guest". A bot's name carries a BOT
 * mark, drawn the same way (`data-bot-mark`).
 */
export function PlayerName({ name, guest, bot = false }: { name: string; guest: boolean; bot?: boolean }): JSX.Element {
  return (
    <>
      {name}
      {guest && <span class="guest-mark" data-guest-mark={t('player.guestMark')} title={t('player.guestMark.title')} />}
      {/* A bot account (docs/bots.md): marked the same way, so no program passes for a person. */}
      {bot && <span class="guest-mark bot-mark" data-bot-mark={t('player.botMark')} title={t('player.botMark.title')} />}
    </>
  );
}
