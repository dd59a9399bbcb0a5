import type { JSX } from 'preact';
import type { RaceViewModel } from '../../client/race-view-model.ts';
import { RaceInvite } from './RaceInvite.tsx';
import { RaceMembers } from './RaceMembers.tsx';

interface Props {
  readonly model: RaceViewModel;
  readonly busy: boolean;
  readonly onStart: () => void;
  readonly onLeave: () => void;
}

/** Before the start: the invite, who is in, and the host's Start button (the others wait for it). */
export function RaceLobby({ model, busy, onStart, onLeave }: Props): JSX.Element {
  const alone = model.racers.length < 2;
  return (
    <div class="race-lobby" data-race-lobby>
      <RaceInvite code={model.race.code} />
      <RaceMembers model={model} />
      <p class="muted race-rules">
        After the host starts, a 3-second countdown, then everyone gets the same board at the same instant. Time limit:{' '}
        {Math.round(model.race.timeLimitMs / 60_000)} min{model.race.game === 'walls' ? ', the longest path wins' : ', first to finish wins'}.
      </p>
      <div class="actions race-lobby-actions">
        {model.isHost ? (
          <button type="button" class="primary race-start" data-race-action="start" disabled={busy} onClick={onStart}>
            {alone ? 'Start alone' : 'Start the race'}
          </button>
        ) : (
          <p class="race-waiting" data-race-waiting>
            <span class="spinner" aria-hidden="true" /> Waiting for {model.hostName ?? 'the host'} to start…
          </p>
        )}
        <button type="button" data-race-action="leave" disabled={busy} onClick={onLeave}>
          Leave
        </button>
      </div>
    </div>
  );
}
