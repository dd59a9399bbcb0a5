import { GAMES, type GameName } from '@gridrace/core';
import { RatingLimits, type RatingView } from '@gridrace/protocol';
import type { JSX } from 'preact';
import { api } from '../../app/services.ts';
import { paths } from '../../app/routes.ts';
import { GAME_INFO } from '../games.ts';
import { useLoad } from '../useLoad.ts';
import { RatingPlot, type RatingPoint } from './RatingPlot.tsx';
import { t } from '../../i18n/messages.ts';

/** The whole history starts at the initial rating: the line then shows the first race's change too. */
function fromTheStart(history: readonly RatingPoint[], games: number): RatingPoint[] {
  const first = history[0];
  if (!first || history.length < games) return [...history];
  return [{ at: first.at, rating: RatingLimits.initialRating }, ...history];
}

function GameRating({ playerId, game, rating }: { playerId: string; game: GameName; rating: RatingView }): JSX.Element {
  const history = useLoad(() => api.ratingHistory(playerId, game), [playerId, game]);
  return (
    <div class="player-rating" data-rating-game={game}>
      <h3>
        {GAME_INFO[game].title}: <strong data-rating-value>{rating.rating}</strong> <span class="rating-uncertainty">± {rating.uncertainty}</span>
        {rating.provisional && <span title={t('ratings.provisional')}>?</span>}
      </h3>
      <p class="muted">
        {t('ratings.line', { deviation: rating.deviation, games: rating.games })} · <a href={paths.ratings(game)}>{t('ratings.leaderboard')}</a>
      </p>
      {history.status === 'ok' && <RatingPlot points={fromTheStart(history.value.history, rating.games)} label={t('ratings.plotLabel', { game: GAME_INFO[game].title })} />}
    </div>
  );
}

/** A player's Glicko-2 ratings, one per game they raced rated, each with its plot over time. */
export function PlayerRatings({ playerId, ratings }: { playerId: string; ratings: Readonly<Record<string, RatingView>> }): JSX.Element {
  const games = GAMES.filter((game) => ratings[game] !== undefined);
  return (
    <>
      <h2>{t('ratings.heading')}</h2>
      {games.length === 0 ? (
        <p class="muted">{t('ratings.none')}</p>
      ) : (
        <div class="player-ratings">
          {games.map((game) => (
            <GameRating key={game} playerId={playerId} game={game} rating={ratings[game]!} />
          ))}
        </div>
      )}
    </>
  );
}
