import type { JSX } from 'preact';
import { PlayerName } from './PlayerName.tsx';
import { useState } from 'preact/hooks';
import type { PlayerProfile } from '../client/api.ts';
import { api } from '../app/services.ts';
import { paths } from '../app/routes.ts';
import { useIdentity } from '../app/useIdentity.ts';
import { ReportButton } from '../shell/LazyModeration.tsx';
import { GAME_INFO, paramsLabel } from './games.ts';
import { RaceGhostButton } from './race/RaceGhostButton.tsx';
import { PlayerRatings } from './ratings/PlayerRatings.tsx';
import { RenameForm } from './RenameForm.tsx';
import { PlayerStatsSection } from './stats/PlayerStatsSection.tsx';
import { LoadStatus } from './Status.tsx';
import { useLoad } from './useLoad.ts';
import { t } from '../i18n/messages.ts';
import { formatDate, formatNumber, formatTime } from '../i18n/format.ts';
import { statusWords } from './standing.ts';

type RunSummary = PlayerProfile['history'][number];

/** How a run stands: in progress (the player's own can be taken up again), or how it ended. */
function RunResult({ run, mine }: { run: RunSummary; mine: boolean }): JSX.Element {
  if (run.status === 'playing') {
    return (
      <>
        {t('player.inProgress')}
        {mine && (
          <>
            {' · '}
            <a href={paths.play(run.puzzleId)} data-resume>
              {t('player.resume')}
            </a>
          </>
        )}
      </>
    );
  }
  return (
    <>
      {statusWords(run.status)}
      {run.ranked ? '' : ` ${t('player.unranked')}`}
    </>
  );
}

/** `ghosts`: each run can be raced as a ghost (personal bests). */
function RunsTable({ runs, empty, mine, ghosts = false }: { runs: readonly RunSummary[]; empty: string; mine: boolean; ghosts?: boolean }): JSX.Element {
  if (runs.length === 0) return <p class="muted">{empty}</p>;
  return (
    <div class="table-wrap">
      <table>
        <thead>
          <tr>
            <th>{t('player.puzzle')}</th>
            <th>{t('player.result')}</th>
            <th class="num">{t('player.time')}</th>
            <th class="num">{t('player.moves')}</th>
            <th>{t('player.replay')}</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.runId} data-run={run.runId}>
              <td>
                <a href={paths.leaderboard(run.puzzleId)}>
                  {GAME_INFO[run.game].title} {paramsLabel(run.puzzleId)}
                </a>
              </td>
              <td>
                <RunResult run={run} mine={mine} />
              </td>
              <td class="num">{formatTime(run.timeMs)}</td>
              <td class="num">{formatNumber(run.moves)}</td>
              <td>
                {run.status !== 'playing' && <a href={paths.replay(run.runId)}>{t('player.replayLink')}</a>}
                {ghosts && run.ranked && run.status !== 'playing' && (
                  <>
                    {' · '}
                    <RaceGhostButton game={run.game} runId={run.runId} label={t('player.raceGhost')} />
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A player's page: personal bests and recent runs (docs/runs.md#players); the player's own can be renamed. */
export function PlayerPage({ playerId }: { playerId: string }): JSX.Element {
  const profile = useLoad(() => api.player(playerId), [playerId]);
  const me = useIdentity();
  const [renamed, setRenamed] = useState<string | null>(null);
  if (profile.status !== 'ok') {
    return (
      <section>
        <h1>{t('player.heading')}</h1>
        <LoadStatus loaded={profile} what={t('player.what')} />
      </section>
    );
  }
  const { player, personalBests, history } = profile.value;
  const mine = me?.id === player.id;
  return (
    <section class="player">
      <h1>
        <PlayerName name={renamed ?? player.name} guest={player.guest} />
      </h1>
      <p class="muted">{t('player.since', { date: formatDate(new Date(player.createdAt)) })}</p>
      {me?.account && !mine && <ReportButton subjectKind="player" subjectId={player.id} />}
      {mine && !me.account && <RenameForm name={renamed ?? player.name} onRenamed={setRenamed} />}
      {mine && !me.account && (
        // A guest's progress lives in this browser only: the way to keep it, where they look at it.
        <p class="keep-progress" data-keep-progress>
          <a class="button" href={paths.signUp()} data-create-account-link>
            {t('signUp.keepProgressLink')}
          </a>
        </p>
      )}
      <PlayerRatings playerId={player.id} ratings={profile.value.ratings} />
      <h2>{t('player.bests')}</h2>
      <RunsTable runs={personalBests} empty={t('player.noBests')} mine={mine} ghosts />
      <PlayerStatsSection playerId={player.id} />
      <h2>{t('player.history')}</h2>
      <RunsTable runs={history} empty={t('player.noRuns')} mine={mine} />
    </section>
  );
}
