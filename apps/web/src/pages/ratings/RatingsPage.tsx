import { GAMES, type GameName } from '@gridrace/core';
import { RATING_BOARDS, type RatingBoard } from '@gridrace/protocol';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { PlayerName } from '../PlayerName.tsx';
import { api } from '../../app/services.ts';
import { paths } from '../../app/routes.ts';
import { GAME_INFO } from '../games.ts';
import { QuickRaceButton } from '../race/QuickRaceButton.tsx';
import { LoadStatus } from '../Status.tsx';
import { useLoad } from '../useLoad.ts';
import { t } from '../../i18n/messages.ts';

type Entry = Awaited<ReturnType<typeof api.ratings>>['entries'][number];

function Row({ entry, own }: { entry: Entry; own: boolean }): JSX.Element {
  return (
    <tr class={own ? 'own' : ''} data-rating-player={entry.player.id}>
      <td class="num">{entry.rank}</td>
      <td>
        <a href={paths.player(entry.player.id)}>
          <PlayerName name={entry.player.name} guest={entry.player.guest} />
        </a>
      </td>
      <td class="num" data-rating-value>
        {t('ratings.withUncertainty', { rating: entry.rating, uncertainty: entry.uncertainty })}
        {entry.provisional ? <span title={t('ratings.provisional')}>?</span> : ''}
      </td>
      <td class="num">{entry.games}</td>
    </tr>
  );
}

/** A game's players by Glicko-2 rating (docs/fair-play.md#ratings), with the player's own place. */
export function RatingsPage({ game }: { game: GameName }): JSX.Element {
  const [players, setPlayers] = useState<RatingBoard>('people');
  const board = useLoad(() => api.ratings(game, 50, 0, players), [game, players]);
  return (
    <section class="ratings">
      <h1>{t('ratings.pageHeading', { game: GAME_INFO[game].title })}</h1>
      <p class="muted">
        {GAMES.map((other, i) => (
          <span key={other}>
            {i > 0 && ' · '}
            {other === game ? GAME_INFO[other].title : <a href={paths.ratings(other)}>{GAME_INFO[other].title}</a>}
          </span>
        ))}
      </p>
      <p>
        {t('ratings.from')} <QuickRaceButton game={game} />
      </p>
      <div class="segmented ratings-whose" role="group" aria-label={t('ratings.whose')} data-ratings-whose={players}>
        {RATING_BOARDS.map((whose) => (
          <button key={whose} type="button" aria-pressed={players === whose} class={players === whose ? 'on' : ''} data-ratings-players={whose} onClick={() => setPlayers(whose)}>
            {t(whose === 'people' ? 'ratings.people' : 'ratings.bots')}
          </button>
        ))}
      </div>
      <p class="muted">{t('ratings.apart')}</p>
      <LoadStatus loaded={board} what={t('ratings.what')} />
      {board.status === 'ok' && board.value.total === 0 && <p class="muted">{t('ratings.nobody')}</p>}
      {board.status === 'ok' && board.value.entries.length > 0 && (
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th class="num">#</th>
                <th>{t('ratings.player')}</th>
                <th class="num">{t('ratings.rating')}</th>
                <th class="num">{t('ratings.races')}</th>
              </tr>
            </thead>
            <tbody>
              {board.value.entries.map((entry) => (
                <Row key={entry.player.id} entry={entry} own={entry.player.id === board.value.own?.player.id} />
              ))}
              {board.value.own && !board.value.entries.some((e) => e.player.id === board.value.own?.player.id) && <Row entry={board.value.own} own />}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
