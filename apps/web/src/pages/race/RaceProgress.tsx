import type { JSX } from 'preact';
import { PlayerName } from '../PlayerName.tsx';
import { ordinal, type RaceViewModel } from './race-view-model.ts';
import { RacerTags } from './RacerTags.tsx';
import { t } from '../../i18n/messages.ts';

/**
 * Everyone's live progress (0..100 %), in the order they joined, so the bars never jump around,
 * each with where they stand now by the game's rule (a racer still playing can be ahead of one done).
 */
export function RaceProgress({ model }: { model: RaceViewModel }): JSX.Element {
  return (
    <ol class="race-progress" aria-label={t('race.progress')} data-progress-list>
      {model.racers.map((racer) => (
        <li
          key={racer.id}
          class={`progress-row${racer.you ? ' own' : ''}${racer.away ? ' away' : ''}`}
          data-racer={racer.id}
          data-ghost={racer.ghost || undefined}
          data-progress={racer.percent}
          data-status={racer.status}
        >
          <span class="progress-who">
            <span class="progress-name" title={racer.name}>
              <PlayerName name={racer.name} guest={racer.guest} />
            </span>
            <RacerTags host={racer.host} you={racer.you} away={racer.away} awayUntil={racer.awayUntil} hinted={racer.hinted} ghost={racer.ghost} rating={racer.rating} />
          </span>
          <span
            class="progress-track"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={racer.percent}
            aria-label={`${racer.name}: ${t('race.percent', { percent: racer.percent })}`}
          >
            <span class={`progress-fill progress-fill--${racer.status}`} style={{ width: `${racer.percent}%` }} />
          </span>
          <span class="progress-result" data-result>
            {racer.standing !== null && <strong class="progress-rank">{ordinal(racer.standing)} </strong>}
            {racer.status === 'finished' || racer.status === 'dnf' || racer.status === 'left' ? racer.result : t('race.percent', { percent: racer.percent })}
          </span>
        </li>
      ))}
    </ol>
  );
}
