import { GAMES, hasScoreLeaderboard, rulesOf, type GameName } from '@gridrace/core';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { BoardPlayers } from '@gridrace/protocol';
import { BoardPlayersSwitch } from './BoardPlayersSwitch.tsx';
import { PlayerName } from './PlayerName.tsx';
import type { Leaderboard, LeaderboardEntry } from '../client/api.ts';
import { api } from '../app/services.ts';
import { paths } from '../app/routes.ts';
import { GAME_INFO, paramsLabel } from './games.ts';
import { RaceGhostButton } from './race/RaceGhostButton.tsx';
import { useRatingsOf } from './ratings/useRatingsOf.ts';
import { figureColumns, type FigureColumn } from './leaderboard-columns.ts';
import { ScoreBoard } from './ScoreBoard.tsx';
import { DayDistribution } from './stats/DayDistribution.tsx';
import { LoadStatus } from './Status.tsx';
import { useLoad } from './useLoad.ts';
import { t } from '../i18n/messages.ts';
import { formatNumber, formatTime } from '../i18n/format.ts';
import { wordsOf } from '../i18n/game-words.ts';

type Rating = { rating: number; provisional: boolean } | undefined;

const figureText: Readonly<Record<FigureColumn, (entry: LeaderboardEntry) => string>> = {
  time: (entry) => formatTime(entry.timeMs),
  moves: (entry) => formatNumber(entry.moves),
  score: (entry) => formatNumber(entry.score),
};

/** The figure that ranks comes before the name, the others after it (see `figureColumns`). */
function Row({ entry, columns, own, game, rating }: { entry: LeaderboardEntry; columns: readonly FigureColumn[]; own: boolean; game: GameName; rating: Rating }): JSX.Element {
  const [ranks, ...others] = columns;
  return (
    <tr class={own ? 'own' : ''} data-run={entry.runId}>
      <td class="num">{entry.rank}</td>
      {ranks && (
        <td class="num ranks" data-figure={ranks}>
          {figureText[ranks](entry)}
        </td>
      )}
      <td class="name">
        <a href={paths.player(entry.player.id)}>
          <PlayerName name={entry.player.name} guest={entry.player.guest} />
        </a>
        {rating && (
          <span class="tag tag-rating" data-rating title={t('tag.rating')}>
            {rating.rating}
            {rating.provisional ? '?' : ''}
          </span>
        )}
      </td>
      {others.map((column) => (
        <td key={column} class="num" data-figure={column}>
          {figureText[column](entry)}
        </td>
      ))}
      <td class="links">
        <a href={paths.replay(entry.runId)}>{t('board.replayLink')}</a> · <RaceGhostButton game={game} runId={entry.runId} label={t('player.raceGhost')} />
      </td>
    </tr>
  );
}

/** A puzzle's ranking (docs/runs.md#ranking), with the player's own place wherever it is. */
export function LeaderboardPage({ puzzleId, dailyGame }: { puzzleId?: string; dailyGame?: GameName }): JSX.Element {
  const [players, setPlayers] = useState<BoardPlayers>('people');
  const board = useLoad<Leaderboard>(
    () => (dailyGame ? api.dailyLeaderboard(dailyGame, 50, players) : api.leaderboard(puzzleId ?? '', 50, 0, players)),
    [puzzleId, dailyGame, players],
  );
  const id = board.status === 'ok' ? board.value.puzzleId : (puzzleId ?? '');
  const game = (dailyGame ?? id.split('.')[0]) as GameName;
  const info = GAME_INFO[game];
  const ratings = useRatingsOf(game);
  // The id may name no game at all (a mistyped link): the page still says so in words.
  const words = GAMES.includes(game) ? wordsOf(rulesOf(game)) : null;
  const columns = GAMES.includes(game) ? figureColumns(rulesOf(game)) : (['time', 'moves'] as const);
  const label: Readonly<Record<FigureColumn, string>> = {
    time: words?.timeLabel ?? t('board.time'),
    moves: t('board.moves'),
    score: words?.score?.label ?? t('words.scoreLabel'),
  };
  const [ranks, ...others] = columns;
  const pointsFirst = GAMES.includes(game) && hasScoreLeaderboard(rulesOf(game));
  const title = dailyGame ? t('board.todaysDaily', { game: info.title }) : `${info?.title ?? t('board.puzzle')} ${paramsLabel(id)}`;
  return (
    <section class="leaderboard">
      <h1>{t('board.heading', { title })}</h1>
      <BoardPlayersSwitch value={players} onPick={setPlayers} />
      {players === 'bots' && (
        <p class="muted" data-bots-note>
          {t('board.botsNote')}
        </p>
      )}
      <LoadStatus loaded={board} what={t('board.what')} />
      {board.status === 'ok' && (
        <>
          <p class="muted">
            {board.value.total === 0 ? t('board.nobody') : t('board.total', { total: board.value.total })} {dailyGame && `${t('board.firstRun')} `}
            <a href={dailyGame ? paths.daily(dailyGame) : paths.play(id)}>{t('board.play')}</a>
          </p>
          {dailyGame && players === 'people' && board.value.total > 0 && <DayDistribution game={dailyGame} today />}
          {/* A finish game that also makes points (`same`): its points and the best known lead, the times follow. */}
          {pointsFirst && players === 'people' && <ScoreBoard puzzleId={board.value.puzzleId} />}
          {pointsFirst && board.value.entries.length > 0 && <h2>{t('board.fastest')}</h2>}
          {board.value.entries.length > 0 && (
            <div class="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th class="num">#</th>
                    {ranks && <th class="num ranks">{label[ranks]}</th>}
                    <th>{t('board.player')}</th>
                    {others.map((column) => (
                      <th key={column} class="num">
                        {label[column]}
                      </th>
                    ))}
                    <th>{t('board.replay')}</th>
                  </tr>
                </thead>
                <tbody>
                  {board.value.entries.map((entry) => (
                    <Row key={entry.runId} entry={entry} columns={columns} own={entry.runId === board.value.own?.runId} game={game} rating={ratings.get(entry.player.id)} />
                  ))}
                  {board.value.own && !board.value.entries.some((e) => e.runId === board.value.own?.runId) && (
                    <Row entry={board.value.own} columns={columns} own game={game} rating={ratings.get(board.value.own.player.id)} />
                  )}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
