import type { JSX } from 'preact';
import { api } from '../../app/services.ts';
import { LoadStatus } from '../Status.tsx';
import { useLoad } from '../useLoad.ts';
import { GameStatsCard } from './GameStatsCard.tsx';
import '../../styles/stats.css';
import { t } from '../../i18n/messages.ts';

/** A player's statistics per game they have played (docs/runs.md#statistics), pictures first. */
export function PlayerStatsSection({ playerId }: { playerId: string }): JSX.Element {
  const stats = useLoad(() => api.playerStats(playerId), [playerId]);
  return (
    <section class="player-stats" data-player-stats>
      <h2>{t('stats.heading')}</h2>
      <LoadStatus loaded={stats} what={t('stats.what')} />
      {stats.status === 'ok' &&
        (stats.value.games.length === 0 ? (
          <p class="muted">{t('stats.none')}</p>
        ) : (
          stats.value.games.map((game) => <GameStatsCard key={game.game} stats={game} today={stats.value.today} playerId={playerId} />)
        ))}
    </section>
  );
}
