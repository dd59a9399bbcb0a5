import { rulesOf, type GameName } from '@gridrace/core';
import type { JSX } from 'preact';
import { paths } from '../app/routes.ts';
import { api } from '../app/services.ts';
import { formatTime } from '../i18n/format.ts';
import { GAME_INFO, paramsLabel } from './games.ts';
import { LoadStatus } from './Status.tsx';
import { useLoad } from './useLoad.ts';
import { t } from '../i18n/messages.ts';
import { goalWords } from '../i18n/game-words.ts';

type Journey = Awaited<ReturnType<typeof api.journey>>;
type Level = Journey['levels'][number];

function LevelStop({ level, game }: { level: Level; game: GameName }): JSX.Element {
  const state = level.completed ? 'completed' : level.unlocked ? 'open' : 'locked';
  return (
    <li class={`journey-level journey-level--${state}`} data-level={level.level} data-state={state}>
      <span class="journey-mark" aria-hidden="true">
        {level.completed ? '★' : level.level}
      </span>
      <div class="journey-body">
        <strong>
          {t('journey.level', { level: level.level })}
          {level.completed ? ` ${t('journey.done')}` : level.unlocked ? '' : ` ${t('journey.locked')}`}
        </strong>
        <span class="muted">
          {' '}
          {paramsLabel(level.puzzleId)} · {goalWords(rulesOf(game), level.goal)}
        </span>
        {level.best && <span class="journey-best"> · {t('journey.best', { time: formatTime(level.best.timeMs), moves: t('count.moves', { moves: level.best.moves }) })}</span>}
        <span class="journey-links">
          {level.unlocked ? <a href={paths.play(level.puzzleId)}>{level.completed ? t('journey.playAgain') : t('journey.play')}</a> : null}
          {level.unlocked ? ' · ' : ''}
          <a href={paths.leaderboard(level.puzzleId)}>{t('journey.leaderboard')}</a>
        </span>
      </div>
    </li>
  );
}

/** A game's journey: its path of levels, locked and unlocked, with the player's stars and best times. */
export function JourneyPage({ game }: { game: GameName }): JSX.Element {
  const journey = useLoad(() => api.journey(game), [game]);
  const title = t('journey.title', { game: GAME_INFO[game].title });
  if (journey.status !== 'ok') {
    return (
      <section class="journey">
        <h1>{title}</h1>
        <LoadStatus loaded={journey} what={t('journey.what')} />
      </section>
    );
  }
  const { levels, completed } = journey.value;
  return (
    <section class="journey" data-journey={game}>
      <h1>{title}</h1>
      <p class="muted">{t('journey.intro', { completed, levels: levels.length, grows: t(`game.${game}.grows`) })}</p>
      <ol class="journey-path">
        {levels.map((level) => (
          <LevelStop key={level.puzzleId} level={level} game={game} />
        ))}
      </ol>
    </section>
  );
}
