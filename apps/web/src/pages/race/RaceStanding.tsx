import type { JSX } from 'preact';
import { PlayerName } from '../PlayerName.tsx';
import { ordinal, type RaceViewModel } from './race-view-model.ts';
import { standingStrip } from './standing-strip.ts';
import { t } from '../../i18n/messages.ts';

/**
 * Who is ahead, in one line kept at the bottom of a phone's screen while the board is played
 * (race.css shows it only where everyone's progress is not beside the board). It repeats the
 * progress list below for the eye alone, so screen readers hear that list once.
 */
export function RaceStanding({ model }: { model: RaceViewModel }): JSX.Element {
  return (
    <ol class="race-standing" aria-hidden="true" data-race-standing>
      {standingStrip(model.results).map(({ place, racer }) => (
        <li key={racer.id} class={`standing-entry${racer.you ? ' own' : ''}`} data-standing-racer={racer.id}>
          <span class="standing-place">{place === null ? '' : ordinal(place)}</span>
          <span class="standing-name" title={racer.name}>
            <PlayerName name={racer.name} guest={racer.guest} />
          </span>
          <span class="standing-figure">{racer.status === 'playing' || racer.status === 'waiting' ? t('race.percent', { percent: racer.percent }) : racer.result}</span>
          <span class="progress-track standing-track">
            <span class={`progress-fill progress-fill--${racer.status}`} style={{ width: `${racer.percent}%` }} />
          </span>
        </li>
      ))}
    </ol>
  );
}
