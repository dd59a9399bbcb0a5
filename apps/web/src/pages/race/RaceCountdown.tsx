import type { JSX } from 'preact';
import type { ServerClock } from '../../client/race-clock.ts';
import { countdownFace } from './countdown-face.ts';
import { useTicker } from '../play/useTicker.ts';
import { t } from '../../i18n/messages.ts';

/**
 * The big 3-2-1 before the start, counted to the server's start instant on the server's
 * clock (as learnt from the room), so every racer sees "Go!" at the same moment.
 */
export function RaceCountdown({ clock, startsAt }: { clock: ServerClock; startsAt: number }): JSX.Element {
  useTicker(true, 50);
  const remaining = clock.until(startsAt, performance.now()) ?? 0;
  const face = countdownFace(remaining);
  return (
    <div class="race-countdown" role="timer" aria-live="assertive" data-countdown={face}>
      <p class="race-countdown-label">{remaining > 0 ? t('race.getReady') : t('race.starting')}</p>
      <span key={face} class="race-countdown-face">
        {face}
      </span>
    </div>
  );
}
