import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { api } from '../../app/services.ts';
import type { GameStats } from '../../client/api.ts';
import { GAME_INFO } from '../games.ts';
import { LoadStatus } from '../Status.tsx';
import { useLoad } from '../useLoad.ts';
import { DailyCalendar } from './DailyCalendar.tsx';
import { KindPicker } from './KindPicker.tsx';
import { ResultsChart } from './ResultsChart.tsx';
import { statFigures } from './stats-words.ts';
import { t } from '../../i18n/messages.ts';

/**
 * One game of a player's statistics, of one kind of board at a time (the one played last
 * first; the player picks another): the figures, the results over time, the year of dailies.
 */
export function GameStatsCard({ stats, today, playerId }: { stats: GameStats; today: string; playerId: string }): JSX.Element {
  const headingId = `stats-${stats.game}`;
  const [kind, setKind] = useState(stats.kind);
  // The kind the page came with is shown as it came; another is asked for when picked.
  const picked = useLoad(
    () => (kind === stats.kind ? Promise.resolve(stats) : api.playerStats(playerId, stats.game, kind ?? undefined).then(({ games }) => games[0] ?? stats)),
    [playerId, stats, kind],
  );
  const shown = kind === stats.kind ? stats : picked.status === 'ok' ? picked.value : null;
  return (
    <section class="game-stats" aria-labelledby={headingId} data-game-stats={stats.game} data-shown-kind={shown?.kind ?? undefined}>
      <h3 id={headingId}>{GAME_INFO[stats.game].title}</h3>
      {kind !== null && <KindPicker stats={stats} kind={kind} onPick={setKind} />}
      {shown === null ? (
        <LoadStatus loaded={picked} what={t('stats.kindWhat')} />
      ) : (
        <>
          <dl class="facts stat-figures">
            {statFigures(shown).map((figure) => (
              <div key={figure.label}>
                <dt>{figure.label}</dt>
                <dd>{figure.text}</dd>
              </div>
            ))}
          </dl>
          <ResultsChart key={shown.kind} stats={shown} />
        </>
      )}
      <h4>{t('stats.dailies')}</h4>
      {/* The dailies are the game's, whatever board is picked: its streak is one. */}
      <DailyCalendar days={stats.dailyDays} today={today} streak={stats.streak} />
    </section>
  );
}
