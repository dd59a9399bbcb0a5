import type { GameName } from '@gridrace/core';
import type { JSX } from 'preact';
import { paths } from '../app/routes.ts';
import { api } from '../app/services.ts';
import { formatTime } from '../client/clock.ts';
import { GAME_INFO, paramsLabel } from './games.ts';
import { LoadStatus } from './Status.tsx';
import { useLoad } from './useLoad.ts';

type Journey = Awaited<ReturnType<typeof api.journey>>;
type Level = Journey['levels'][number];

function LevelStop({ level }: { level: Level }): JSX.Element {
  const state = level.completed ? 'completed' : level.unlocked ? 'open' : 'locked';
  return (
    <li class={`journey-level journey-level--${state}`} data-level={level.level} data-state={state}>
      <span class="journey-mark" aria-hidden="true">
        {level.completed ? '★' : level.level}
      </span>
      <div class="journey-body">
        <strong>
          Level {level.level}
          {level.completed ? ' — done' : level.unlocked ? '' : ' — locked'}
        </strong>
        <span class="muted"> {paramsLabel(level.puzzleId)} · {level.goalText}</span>
        {level.best && (
          <span class="journey-best">
            {' '}
            · best {formatTime(level.best.timeMs)}, {level.best.moves} moves
          </span>
        )}
        <span class="journey-links">
          {level.unlocked ? <a href={paths.play(level.puzzleId)}>{level.completed ? 'play again' : 'play'}</a> : null}
          {level.unlocked ? ' · ' : ''}
          <a href={paths.leaderboard(level.puzzleId)}>leaderboard</a>
        </span>
      </div>
    </li>
  );
}

/** A game's journey: its path of levels, locked and unlocked, with the player's stars and best times. */
export function JourneyPage({ game }: { game: GameName }): JSX.Element {
  const journey = useLoad(() => api.journey(game), [game]);
  const title = `${GAME_INFO[game].title} — journey`;
  if (journey.status !== 'ok') {
    return (
      <section class="journey">
        <h1>{title}</h1>
        <LoadStatus loaded={journey} what="the journey" />
      </section>
    );
  }
  const { levels, completed, grows } = journey.value;
  return (
    <section class="journey" data-journey={game}>
      <h1>{title}</h1>
      <p class="muted">
        {completed} of {levels.length} levels done. Each level is a fixed puzzle, harder than the last ({grows}); meet its
        goal in a ranked run to unlock the next.
      </p>
      <ol class="journey-path">
        {levels.map((level) => (
          <LevelStop key={level.puzzleId} level={level} />
        ))}
      </ol>
    </section>
  );
}
