import type { NotRatedReason } from '@gridrace/protocol';
import type { JSX } from 'preact';
import { paths } from '../../app/routes.ts';
import { ordinal, type RacerRow, type RaceViewModel } from './race-view-model.ts';
import { RacerTags } from './RacerTags.tsx';
import { useSecondsUntil } from './room-clock.ts';
import { t } from '../../i18n/messages.ts';

/** The race waits only for away racers: the results so far, final once they are back and done or out. */
const provisional = (model: RaceViewModel): boolean => model.awaitedAway.length > 0;

/** The headline for this player: won, placed, or simply the race is over (spectators); results so far while it waits. */
function headline(model: RaceViewModel): string {
  if (provisional(model)) return t('race.results.soFar');
  const mine = model.results.find((row) => row.you);
  if (!mine || mine.rank === null) return t('race.results.over');
  if (mine.status !== 'finished') return t('race.results.dnf');
  if (mine.hinted) return t('race.results.hinted');
  if (model.results.length === 1) return t('race.results.finished');
  return mine.rank === 1 ? t('race.results.won') : t('race.results.place', { place: ordinal(mine.rank), count: model.results.length });
}

interface Props {
  readonly model: RaceViewModel;
  readonly busy: boolean;
  readonly onRematch: () => void;
  readonly onLeave: () => void;
}

/** A rating change as the results show it: `+12`, `−8` (a true minus sign), `±0`. */
export const signedChange = (change: number): string => (change > 0 ? `+${change}` : change < 0 ? `\u2212${-change}` : '\u00b10');

/** A racer's rating after a rated race: the new rating ± its uncertainty and the change, or why none. */
function RatingCell({ row, done, said }: { row: RacerRow; done: boolean; said: NotRatedReason | null }): JSX.Element {
  if (row.ghost) return <span class="muted">—</span>;
  if (row.ratingChange) {
    const { after, uncertainty, change, provisional } = row.ratingChange;
    return (
      <span class="race-rating" data-rating-change={change}>
        <strong class={`rating-change ${change > 0 ? 'up' : change < 0 ? 'down' : 'same'}`}>{signedChange(change)}</strong>{' '}
        <span class="rating-after" data-rating-after title={provisional ? t('ratings.provisional') : undefined}>
          {t('ratings.withUncertainty', { rating: after, uncertainty })}
          {provisional ? '?' : ''}
        </span>
      </span>
    );
  }
  // Said once above the table for the whole race: the row does not repeat it.
  if (row.notRated && row.notRated === said)
    return (
      <small class="muted" data-not-rated={row.notRated}>
        —
      </small>
    );
  if (row.notRated)
    return (
      <small class="muted" data-not-rated={row.notRated}>
        {t('race.results.notRated', { reason: t(`race.notRated.${row.notRated}`) })}
      </small>
    );
  return <small class="muted">{done ? '—' : t('race.results.rating.pending')}</small>;
}

/** The whole race was not rated for one reason (everyone's the same, as after an instant give-up): said once above the table. */
function raceNotRated(model: RaceViewModel): NotRatedReason | null {
  const people = model.results.filter((row) => !row.ghost);
  const reason = people[0]?.notRated ?? null;
  return reason === 'instant_give_up' && people.every((row) => row.notRated === reason) ? reason : null;
}

/** Who the results wait for, and the seconds before they are out, on the server's clock. */
function AwayLine({ racer }: { racer: RacerRow }): JSX.Element {
  const seconds = useSecondsUntil(racer.awayUntil);
  return (
    <p class="notice race-awaited" role="timer" aria-live="off" data-awaited={racer.id} data-seconds={seconds ?? ''}>
      {seconds === null ? t('race.results.awayBack', { name: racer.name }) : t('race.results.awayFor', { name: racer.name, seconds })}
    </p>
  );
}

/**
 * Places and times (or for `walls` path lengths and when they were reached), each with its replay;
 * the host calls a rematch. While the race waits only for away racers, the results so far.
 */
export function RaceResults({ model, busy, onRematch, onLeave }: Props): JSX.Element {
  const waiting = provisional(model);
  const rated = model.race.rated && !waiting;
  const notRated = rated ? raceNotRated(model) : null;
  return (
    <section class={`race-results finished${waiting ? ' provisional' : ''}`} data-race-results={waiting ? 'provisional' : 'final'} aria-live="polite">
      <h2>{headline(model)}</h2>
      {waiting && (
        <>
          {model.awaitedAway.map((racer) => (
            <AwayLine key={racer.id} racer={racer} />
          ))}
          <p class="muted">{t('race.results.finalThen')}</p>
        </>
      )}
      {rated && (
        <p class="muted race-rated-note" data-race-rated-note>
          {notRated ? t('race.results.notRatedRace', { reason: t(`race.notRated.${notRated}`) }) : t('race.results.ratedRace')}
        </p>
      )}
      <div class="table-wrap">
        <table>
          <thead>
            <tr>
              <th class="num">#</th>
              <th>{t('race.results.racer')}</th>
              <th class="num">{t('race.results.result')}</th>
              {rated && <th>{t('race.results.rating')}</th>}
              <th>{t('race.results.replay')}</th>
            </tr>
          </thead>
          <tbody>
            {model.results.map((row) => (
              <tr key={row.id} class={row.you ? 'own' : ''} data-result-row={row.id} data-rank={row.rank ?? ''}>
                <td class="num">{row.rank ?? '—'}</td>
                <td>
                  {row.name}
                  <RacerTags host={row.host} you={row.you} away={row.away} awayUntil={row.awayUntil} hinted={row.hinted} ghost={row.ghost} rating={row.rating} />
                </td>
                <td class="num">
                  <span data-result>{row.result}</span>
                  {row.hinted && row.status === 'finished' && <small class="muted race-not-counted"> {t('race.results.notCounted')}</small>}
                </td>
                {rated && (
                  <td class="race-rating-cell">
                    <RatingCell row={row} done={model.race.ratedDone} said={notRated} />
                  </td>
                )}
                <td>{row.runId ? <a href={paths.replay(row.runId)}>{t('race.results.replayLink')}</a> : <span class="muted">—</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div class="actions">
        {waiting ? null : model.isHost ? (
          <button type="button" class="primary" data-race-action="rematch" disabled={busy} onClick={onRematch}>
            {model.rematchLabel}
          </button>
        ) : (
          <p class="muted">{model.hostName ? t('race.results.waitingHost', { host: model.hostName }) : t('race.results.waiting')}</p>
        )}
        <a class="button" href={paths.leaderboard(model.race.puzzleId)}>
          {t('race.results.leaderboard')}
        </a>
        <button type="button" data-race-action="leave" disabled={busy} onClick={onLeave}>
          {t('race.leave')}
        </button>
      </div>
    </section>
  );
}
