import type { JSX } from 'preact';
import { PlayerName } from './PlayerName.tsx';
import type { Leaderboard, LeaderboardEntry } from '../client/api.ts';
import { api } from '../app/services.ts';
import { paths } from '../app/routes.ts';
import { LoadStatus } from './Status.tsx';
import { useLoad } from './useLoad.ts';
import { t } from '../i18n/messages.ts';
import { formatNumber, formatTime } from '../i18n/format.ts';

function ScoreRow({ entry, own }: { entry: LeaderboardEntry; own: boolean }): JSX.Element {
  return (
    <tr class={own ? 'own' : ''} data-score-run={entry.runId}>
      <td class="num">{entry.rank}</td>
      <td>
        <a href={paths.player(entry.player.id)}>
          <PlayerName name={entry.player.name} guest={entry.player.guest} />
        </a>
      </td>
      <td class="num">{formatNumber(entry.score)}</td>
      <td class="num">{formatTime(entry.timeMs)}</td>
      <td>
        <a href={paths.replay(entry.runId)}>{t('board.replayLink')}</a>
      </td>
    </tr>
  );
}

/**
 * A `same` puzzle's score board, beside its time board: every finished run, cleared or not,
 * by highest score, then time; and the best score known for the puzzle, the one to beat.
 */
export function ScoreBoard({ puzzleId }: { puzzleId: string }): JSX.Element {
  const board = useLoad<Leaderboard>(() => api.scoreLeaderboard(puzzleId, 50), [puzzleId]);
  const puzzle = useLoad(() => api.puzzle(puzzleId), [puzzleId]);
  const best = puzzle.status === 'ok' ? (puzzle.value.bestScore ?? null) : null;
  return (
    <section class="score-board" data-score-board>
      <h2>{t('board.highest')}</h2>
      <LoadStatus loaded={board} what={t('board.whatScores')} />
      {best !== null && (
        <p class="muted" data-best-score>
          {t('board.bestKnown')} <b>{formatNumber(best)}</b>
        </p>
      )}
      {board.status === 'ok' && board.value.entries.length > 0 && (
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th class="num">#</th>
                <th>{t('board.player')}</th>
                <th class="num">{t('board.points')}</th>
                <th class="num">{t('board.time')}</th>
                <th>{t('board.replay')}</th>
              </tr>
            </thead>
            <tbody>
              {board.value.entries.map((entry) => (
                <ScoreRow key={entry.runId} entry={entry} own={entry.runId === board.value.own?.runId} />
              ))}
              {board.value.own && !board.value.entries.some((e) => e.runId === board.value.own?.runId) && <ScoreRow entry={board.value.own} own />}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
