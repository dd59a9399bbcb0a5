import type { RaceStateView } from '@gridrace/protocol';
import type { JSX } from 'preact';
import { formatTime } from '../../i18n/format.ts';
import { raceTimeLeft, type ServerClock } from '../../client/race-clock.ts';
import { useTicker } from '../play/useTicker.ts';
import { t } from '../../i18n/messages.ts';

/**
 * The race's own clock, on the server's time: what everyone in the room sees, spectators
 * too, and right from the first state after a page is opened or reloaded mid-race.
 */
export function RaceTimeLeft({ clock, race }: { clock: ServerClock; race: RaceStateView }): JSX.Element | null {
  useTicker(race.status === 'running', 100);
  const left = raceTimeLeft(race, clock.now(performance.now()));
  if (left === null) return null;
  return (
    <p class="race-time-left" role="timer" aria-live="off">
      {t('race.timeLeft')} <strong data-race-time-left={Math.ceil(left / 1000)}>{formatTime(left)}</strong>
    </p>
  );
}
