import type { JSX } from 'preact';
import { PlayerName } from '../PlayerName.tsx';
import { paths } from '../../app/routes.ts';
import type { RaceViewModel } from './race-view-model.ts';
import { RaceLimits } from '@gridrace/protocol';
import { RacerTags } from './RacerTags.tsx';
import { t } from '../../i18n/messages.ts';

/** Who is in the room: the racers (up to the limit) with the host marked, then the spectators. */
export function RaceMembers({ model }: { model: RaceViewModel }): JSX.Element {
  return (
    <div class="race-members">
      <h2>
        {t('race.members.racers')} <small class="muted">{t('race.members.count', { count: model.racers.length, max: RaceLimits.maxRacers })}</small>
      </h2>
      <ul class="member-list" data-racers>
        {model.racers.map((racer) => (
          <li key={racer.id} data-member={racer.id} data-status={racer.status} class={racer.you ? 'own' : ''}>
            <span class="member-name" title={racer.name}>
              <PlayerName name={racer.name} guest={racer.guest} />
            </span>
            <RacerTags host={racer.host} you={racer.you} away={racer.away} awayUntil={racer.awayUntil} ghost={racer.ghost} rating={racer.rating} />
            {racer.status === 'left' && <span class="muted">{t('race.members.left')}</span>}
          </li>
        ))}
      </ul>
      {model.spectators.length > 0 && (
        <>
          <h2>{t('race.members.watching')}</h2>
          <ul class="member-list member-list--spectators" data-spectators>
            {model.spectators.map((spectator) => (
              <li key={spectator.id} data-member={spectator.id} class={spectator.you ? 'own' : ''}>
                <span class="member-name" title={spectator.name}>
                  <PlayerName name={spectator.name} guest={spectator.guest} />
                </span>
                <RacerTags host={spectator.host} you={spectator.you} />
              </li>
            ))}
          </ul>
        </>
      )}
      {model.me && (
        <p class="muted race-you">
          {model.isRacer ? t('race.members.youRace') : t('race.members.youWatch')} <strong>{model.me.name}</strong> ·{' '}
          <a href={paths.player(model.me.id)}>{t('race.members.rename')}</a>
        </p>
      )}
    </div>
  );
}
