import { RaceErrorCode, raceCodeSchema } from '@gridrace/protocol';
import type { JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import { navigate } from '../../app/router.ts';
import { paths } from '../../app/routes.ts';
import { useIdentity } from '../../app/useIdentity.ts';
import { raceViewModel } from '../../client/race-view-model.ts';
import type { RaceRoom, RoomSnapshot } from '../../client/race-room.ts';
import { GAME_INFO, paramsLabel } from '../games.ts';
import { RaceCountdown } from './RaceCountdown.tsx';
import { RaceLobby } from './RaceLobby.tsx';
import { RacePlay } from './RacePlay.tsx';
import { RaceProgress } from './RaceProgress.tsx';
import { RaceResults } from './RaceResults.tsx';
import { RaceTimeLeft } from './RaceTimeLeft.tsx';
import { useRaceRoom } from './useRaceRoom.ts';
import './race.css';

const STATUS_LABEL = { lobby: 'In the lobby', countdown: 'Starting', running: 'Racing', finished: 'Finished' } as const;

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
          Create a new race
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
    document.title = status ? `${STATUS_LABEL[status]} · race ${code} · Gridrace` : 'Gridrace';
  }, [code, status]);
  useEffect(() => () => void (document.title = 'Gridrace'), []);
}

function Room({ room, snapshot, meId }: { room: RaceRoom; snapshot: RoomSnapshot; meId: string | null }): JSX.Element | null {
  const race = snapshot.race;
  useRaceTitle(room.code, race?.status ?? null);
  if (!race) return null;
  const model = raceViewModel(race, meId);
  const leave = () => void room.leave().then(() => room.current.phase === 'left' && navigate(paths.home()));
  return (
    <section class={`race race--${race.status}`} data-race-status={race.status}>
      <div class="race-head">
        <h1>
          Race · {GAME_INFO[race.game].title} <small>{paramsLabel(race.puzzleId)}</small>
        </h1>
        <span class={`race-badge race-badge--${race.status}`}>
          {STATUS_LABEL[race.status]} · <span data-race-code-head>{race.code}</span>
        </span>
      </div>
      {!snapshot.connected && (
        <p class="notice" role="status">
          Reconnecting…
        </p>
      )}
      {snapshot.notice && (
        <p class="notice" role="status" data-race-notice>
          {snapshot.notice}
        </p>
      )}
      {race.status === 'lobby' && <RaceLobby model={model} busy={snapshot.busy} onStart={() => void room.start()} onRace={() => void room.joinAsRacer()} onLeave={leave} />}
      {(race.status === 'countdown' || race.status === 'running') && (
        <div class={`race-arena${model.isRacer ? '' : ' race-arena--watching'}`}>
          <div class="race-main">
            {race.status === 'countdown' && race.startsAt !== null && <RaceCountdown clock={room.clock} startsAt={race.startsAt} />}
            {race.status === 'running' && model.isRacer && model.myRunId && <RacePlay key={model.myRunId} model={model} runId={model.myRunId} />}
            {race.status === 'running' && model.isRacer && !model.myRunId && (
              <p class="notice" role="status">
                Your run could not be started: you are out of this race, but you can watch it.
              </p>
            )}
            {race.status === 'running' && !model.isRacer && !snapshot.notice && <p class="muted race-watching">You are watching: the racers' progress moves live.</p>}
          </div>
          <aside class="race-side">
            {/* One countdown: a racer still playing has it in their run bar, over their board. */}
            {!(model.me?.status === 'playing' && model.myRunId) && <RaceTimeLeft clock={room.clock} race={race} />}
            <h2>Racers</h2>
            <RaceProgress model={model} />
            {model.spectators.length > 0 && (
              <p class="muted race-spectators" data-spectators>
                Watching: {model.spectators.map((s) => (s.you ? `${s.name} (you)` : s.name)).join(', ')}
              </p>
            )}
          </aside>
        </div>
      )}
      {race.status === 'finished' && <RaceResults model={model} busy={snapshot.busy} onRematch={() => void room.rematch()} onLeave={leave} />}
      <p class="puzzle-id">
        Puzzle <code data-race-puzzle>{race.puzzleId}</code>
      </p>
    </section>
  );
}

/** The race room (SPEC §3): lobby, countdown, the race with everyone's progress, and the results. */
export function RacePage({ code }: { code: string }): JSX.Element {
  const parsed = raceCodeSchema.safeParse(code);
  const valid = parsed.success ? parsed.data : null;
  const { room, snapshot } = useRaceRoom(valid);
  const me = useIdentity();
  if (!valid) return <RaceProblem title="That is not a race code" message={`“${code}” is not a race code: codes are 6 letters and digits, like K7MZQ3.`} />;
  if (snapshot?.phase === 'failed') {
    const missing = snapshot.error?.code === RaceErrorCode.RaceNotFound;
    return <RaceProblem title={missing ? `No race ${valid}` : 'You cannot join this race'} message={snapshot.error?.message ?? 'Something went wrong.'} />;
  }
  if (!room || !snapshot || snapshot.phase === 'joining') return <Busy text={`Joining race ${valid}…`} />;
  if (snapshot.phase === 'left') return <Busy text="Leaving the race…" />;
  return <Room room={room} snapshot={snapshot} meId={me?.id ?? null} />;
}
