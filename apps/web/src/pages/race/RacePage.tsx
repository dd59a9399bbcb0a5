import { RaceErrorCode, raceCodeSchema } from '@gridrace/protocol';
import type { JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import { navigate } from '../../app/router.ts';
import { paths } from '../../app/routes.ts';
import { useIdentity } from '../../app/useIdentity.ts';
import { raceViewModel } from './race-view-model.ts';
import { RACE_CLOSED, type RaceRoom, type RoomSnapshot } from '../../client/race-room.ts';
import { GAME_INFO, paramsLabel } from '../games.ts';
import { RaceCountdown } from './RaceCountdown.tsx';
import { RaceLobby } from './RaceLobby.tsx';
import { RacePlay } from './RacePlay.tsx';
import { RaceProgress } from './RaceProgress.tsx';
import { RaceResults } from './RaceResults.tsx';
import { RaceStanding } from './RaceStanding.tsx';
import { RaceTimeLeft } from './RaceTimeLeft.tsx';
import { RoomClock } from './room-clock.ts';
import { useRaceRoom } from './useRaceRoom.ts';
import './race.css';
import { currentLocale, errorText, t } from '../../i18n/messages.ts';
import { formatList } from '../../i18n/format.ts';

const STATUS_LABEL = { lobby: 'race.status.lobby', countdown: 'race.status.countdown', running: 'race.status.running', finished: 'race.status.finished' } as const;

/** A page that cannot show the race: what went wrong, and the way on. */
function RaceProblem({ title, message }: { title: string; message: string }): JSX.Element {
  return (
    <section class="race" data-race-error>
      <h1>{title}</h1>
      <p class="error" role="alert">
        {message}
      </p>
      <p>
        <a class="button primary" href={paths.home()}>
          {t('race.createNew')}
        </a>
      </p>
    </section>
  );
}

function Busy({ text }: { text: string }): JSX.Element {
  return (
    <section class="race">
      <p class="busy" role="status">
        <span class="spinner" aria-hidden="true" /> {text}
      </p>
    </section>
  );
}

/** The tab says how the race stands: a friend waiting in another tab sees the start coming. */
function useRaceTitle(code: string, status: keyof typeof STATUS_LABEL | null): void {
  useEffect(() => {
    document.title = status ? t('race.pageTitle', { status: t(STATUS_LABEL[status]), code }) : 'Gridrace';
  }, [code, status, currentLocale()]);
  useEffect(() => () => void (document.title = 'Gridrace'), []);
}

function Room({ room, snapshot, meId }: { room: RaceRoom; snapshot: RoomSnapshot; meId: string | null }): JSX.Element | null {
  const race = snapshot.race;
  useRaceTitle(room.code, race?.status ?? null);
  if (!race) return null;
  const model = raceViewModel(race, meId);
  const leave = () => void room.leave().then(() => room.current.phase === 'left' && navigate(paths.home()));
  // Everyone still here is done and the race waits only for away racers: its results so far.
  const results = race.status === 'finished' || model.awaitedAway.length > 0;
  return (
    <RoomClock.Provider value={room.clock}>
      <section class={`race race--${race.status}`} data-race-status={race.status}>
        <div class="race-head">
          <h1>
            {t('race.heading')} · {GAME_INFO[race.game].title} <small>{paramsLabel(race.puzzleId)}</small>
          </h1>
          <span class={`race-badge race-badge--${race.status}`}>
            {t(STATUS_LABEL[race.status])} · <span data-race-code-head>{race.code}</span>
          </span>
        </div>
        {!snapshot.connected && (
          <p class="notice" role="status">
            {t('race.reconnecting')}
          </p>
        )}
        {snapshot.notice && (
          <p class="notice" role="status" data-race-notice>
            {errorText(snapshot.notice)}
          </p>
        )}
        {race.status === 'lobby' && (
          <RaceLobby
            model={model}
            busy={snapshot.busy}
            onStart={() => void room.start()}
            onRated={(rated) => void room.setRated(rated)}
            onRace={() => void room.joinAsRacer()}
            onLeave={leave}
          />
        )}
        {(race.status === 'countdown' || race.status === 'running') && !results && (
          <div class={`race-arena${model.isRacer ? '' : ' race-arena--watching'}`}>
            <div class="race-main">
              {race.status === 'countdown' && race.startsAt !== null && <RaceCountdown clock={room.clock} startsAt={race.startsAt} />}
              {race.status === 'running' && model.isRacer && model.myRunId && <RacePlay key={model.myRunId} model={model} runId={model.myRunId} />}
              {race.status === 'running' && model.isRacer && !model.myRunId && (
                <p class="notice" role="status">
                  {t('race.noRun')}
                </p>
              )}
              {race.status === 'running' && !model.isRacer && !snapshot.notice && <p class="muted race-watching">{t('race.watchingLive')}</p>}
              {race.status === 'running' && model.isRacer && <RaceStanding model={model} />}
            </div>
            <aside class="race-side">
              {/* One countdown: a racer still playing has it in their run bar, over their board. */}
              {!(model.me?.status === 'playing' && model.myRunId) && <RaceTimeLeft clock={room.clock} race={race} />}
              <h2>{t('race.members.racers')}</h2>
              <RaceProgress model={model} />
              {model.spectators.length > 0 && (
                <p class="muted race-spectators" data-spectators>
                  {t('race.spectators', { names: formatList(model.spectators.map((s) => (s.you ? t('race.youName', { name: s.name }) : s.name))) })}
                </p>
              )}
            </aside>
          </div>
        )}
        {results && <RaceResults model={model} busy={snapshot.busy} onRematch={() => void room.rematch()} onLeave={leave} />}
        <p class="puzzle-id">
          {t('race.puzzle')} <code data-race-puzzle>{race.puzzleId}</code>
        </p>
      </section>
    </RoomClock.Provider>
  );
}

/** The race room (docs/races.md#results): lobby, countdown, the race with everyone's progress, and the results. */
export function RacePage({ code }: { code: string }): JSX.Element {
  const parsed = raceCodeSchema.safeParse(code);
  const valid = parsed.success ? parsed.data : null;
  const { room, snapshot } = useRaceRoom(valid);
  const me = useIdentity();
  if (!valid) return <RaceProblem title={t('race.badCodeTitle')} message={t('race.badCode', { code })} />;
  if (snapshot?.phase === 'failed') {
    const { error } = snapshot;
    const missing = error?.code === RaceErrorCode.RaceNotFound || error?.code === RACE_CLOSED;
    const message = error ? (error.message ?? errorText(error.code)) : t('error.unknown');
    return <RaceProblem title={missing ? t('race.noRace', { code: valid }) : t('race.cannotJoin')} message={message} />;
  }
  if (!room || !snapshot || snapshot.phase === 'joining') return <Busy text={t('race.joining', { code: valid })} />;
  if (snapshot.phase === 'left') return <Busy text={t('race.leaving')} />;
  return <Room room={room} snapshot={snapshot} meId={me?.id ?? null} />;
}
