import type { JSX } from 'preact';
import { paths } from '../../app/routes.ts';
import { ordinal, type RaceViewModel } from '../../client/race-view-model.ts';
import { RacerTags } from './RacerTags.tsx';

/** The headline for this player: won, placed, or simply the race is over (spectators). */
function headline(model: RaceViewModel): string {
  const mine = model.results.find((row) => row.you);
  if (!mine || mine.rank === null) return 'The race is over';
  if (mine.status !== 'finished') return 'You did not finish';
  if (mine.hinted) return 'Finished with a hint: it does not count';
  if (model.results.length === 1) return 'Finished!';
  return mine.rank === 1 ? 'You won!' : `You came ${ordinal(mine.rank)} of ${model.results.length}`;
}

interface Props {
  readonly model: RaceViewModel;
  readonly busy: boolean;
  readonly onRematch: () => void;
  readonly onLeave: () => void;
}

/** Places and times (or for `walls` path lengths and when they were reached), each with its replay; the host calls a rematch. */
export function RaceResults({ model, busy, onRematch, onLeave }: Props): JSX.Element {
  return (
    <section class="race-results finished" data-race-results aria-live="polite">
      <h2>{headline(model)}</h2>
      <div class="table-wrap">
        <table>
          <thead>
            <tr>
              <th class="num">#</th>
              <th>Racer</th>
              <th class="num">Result</th>
              <th>Replay</th>
            </tr>
          </thead>
          <tbody>
            {model.results.map((row) => (
              <tr key={row.id} class={row.you ? 'own' : ''} data-result-row={row.id} data-rank={row.rank ?? ''}>
                <td class="num">{row.rank ?? '—'}</td>
                <td>
                  {row.name}
                  <RacerTags host={row.host} you={row.you} hinted={row.hinted} ghost={row.ghost} rating={row.rating} />
                </td>
                <td class="num">
                  <span data-result>{row.result}</span>
                  {row.hinted && row.status === 'finished' && <small class="muted race-not-counted"> does not count</small>}
                </td>
                <td>{row.runId ? <a href={paths.replay(row.runId)}>replay</a> : <span class="muted">—</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div class="actions">
        {model.isHost ? (
          <button type="button" class="primary" data-race-action="rematch" disabled={busy} onClick={onRematch}>
            Rematch on a new board
          </button>
        ) : (
          <p class="muted">{model.hostName ? `Waiting for ${model.hostName} to call a rematch…` : 'Waiting for a rematch…'}</p>
        )}
        <a class="button" href={paths.leaderboard(model.race.puzzleId)}>
          Leaderboard
        </a>
        <button type="button" data-race-action="leave" disabled={busy} onClick={onLeave}>
          Leave
        </button>
      </div>
    </section>
  );
}
