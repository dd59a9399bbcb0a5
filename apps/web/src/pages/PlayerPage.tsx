import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { formatTime } from '../client/clock.ts';
import type { PlayerProfile } from '../client/api.ts';
import { api } from '../app/services.ts';
import { paths } from '../app/routes.ts';
import { useIdentity } from '../app/useIdentity.ts';
import { GAME_INFO, paramsLabel } from './games.ts';
import { RaceGhostButton } from './race/RaceGhostButton.tsx';
import { PlayerRatings } from './ratings/PlayerRatings.tsx';
import { RenameForm } from './RenameForm.tsx';
import { PlayerStatsSection } from './stats/PlayerStatsSection.tsx';
import { LoadStatus } from './Status.tsx';
import { useLoad } from './useLoad.ts';

type RunSummary = PlayerProfile['history'][number];

/** How a run stands: in progress (the player's own can be taken up again), or how it ended. */
function RunResult({ run, mine }: { run: RunSummary; mine: boolean }): JSX.Element {
  if (run.status === 'playing') {
    return (
      <>
        in progress
        {mine && (
          <>
            {' · '}
            <a href={paths.play(run.puzzleId)} data-resume>
              resume
            </a>
          </>
        )}
      </>
    );
  }
  return (
    <>
      {run.status.replace('_', ' ')}
      {run.ranked ? '' : ' (unranked)'}
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
            <th>Puzzle</th>
            <th>Result</th>
            <th class="num">Time</th>
            <th class="num">Moves</th>
            <th>Replay</th>
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
              <td class="num">{run.moves}</td>
              <td>
                {run.status !== 'playing' && <a href={paths.replay(run.runId)}>replay</a>}
                {ghosts && run.ranked && run.status !== 'playing' && (
                  <>
                    {' · '}
                    <RaceGhostButton game={run.game} runId={run.runId} label="race ghost" />
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

/** A player's page: personal bests and recent runs (SPEC §3); the player's own can be renamed. */
export function PlayerPage({ playerId }: { playerId: string }): JSX.Element {
  const profile = useLoad(() => api.player(playerId), [playerId]);
  const me = useIdentity();
  const [renamed, setRenamed] = useState<string | null>(null);
  if (profile.status !== 'ok') {
    return (
      <section>
        <h1>Player</h1>
        <LoadStatus loaded={profile} what="the player" />
      </section>
    );
  }
  const { player, personalBests, history } = profile.value;
  const mine = me?.id === player.id;
  return (
    <section class="player">
      <h1>{renamed ?? player.name}</h1>
      <p class="muted">Playing since {new Date(player.createdAt).toLocaleDateString()}</p>
      {mine && <RenameForm name={renamed ?? player.name} onRenamed={setRenamed} />}
      <PlayerRatings playerId={player.id} ratings={profile.value.ratings} />
      <h2>Personal bests</h2>
      <RunsTable runs={personalBests} empty="No ranked finish yet." mine={mine} ghosts />
      <PlayerStatsSection playerId={player.id} />
      <h2>History</h2>
      <RunsTable runs={history} empty="No runs yet." mine={mine} />
    </section>
  );
}
