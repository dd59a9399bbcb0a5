import type { JSX } from 'preact';
import type { GameStats } from '../../client/api.ts';
import { GAME_INFO } from '../games.ts';
import { DailyCalendar } from './DailyCalendar.tsx';
import { ResultsChart } from './ResultsChart.tsx';
import { statFigures } from './stats-words.ts';
import { t } from '../../i18n/messages.ts';

/** One game of a player's statistics: the figures, the results over time, the year of dailies. */
export function GameStatsCard({ stats, today }: { stats: GameStats; today: string }): JSX.Element {
  const headingId = `stats-${stats.game}`;
  return (
    <section class="game-stats" aria-labelledby={headingId} data-game-stats={stats.game}>
      <h3 id={headingId}>{GAME_INFO[stats.game].title}</h3>
      <dl class="facts stat-figures">
        {statFigures(stats).map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>{figure.text}</dd>
          </div>
        ))}
      </dl>
      <ResultsChart stats={stats} />
      <h4>{t('stats.dailies')}</h4>
      <DailyCalendar days={stats.dailyDays} today={today} streak={stats.streak} />
    </section>
  );
}
