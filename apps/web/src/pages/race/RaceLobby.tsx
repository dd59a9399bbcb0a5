import { rulesOf } from '@gridrace/core';
import { RaceLimits } from '@gridrace/protocol';
import type { JSX } from 'preact';
import type { RaceViewModel } from '../../client/race-view-model.ts';
import { RaceInvite } from './RaceInvite.tsx';
import { RaceMembers } from './RaceMembers.tsx';

interface Props {
  readonly model: RaceViewModel;
  readonly busy: boolean;
  readonly onStart: () => void;
  /** A spectator chooses to race. */
  readonly onRace: () => void;
  readonly onLeave: () => void;
}

/**
 * Before the start: the invite, who is in, and what this person can do. The room opens to
 * watch: one who came by a link chooses to race, or stays a spectator. The host starts.
 */
export function RaceLobby({ model, busy, onStart, onRace, onLeave }: Props): JSX.Element {
  const alone = model.racers.length < 2;
  const full = model.racers.length >= RaceLimits.maxRacers;
  return (
    <div class="race-lobby" data-race-lobby>
      {!model.isRacer && (
        <div class="race-choice" data-race-watching>
          <p>
            <strong>You are watching.</strong>{' '}
            {full ? `This race already has its ${RaceLimits.maxRacers} racers.` : 'Race too, or stay to watch everyone race live.'}
          </p>
          <button type="button" class="primary" data-race-action="race" disabled={busy || full} onClick={onRace}>
            Join the race
          </button>
        </div>
      )}
      <RaceInvite code={model.race.code} />
      <RaceMembers model={model} />
      <p class="muted race-rules">
        After the host starts, a 3-second countdown, then everyone gets the same board at the same instant. Time limit:{' '}
        {Math.round(model.race.timeLimitMs / 60_000)} min, {rulesOf(model.race.game).words.raceWin}.
      </p>
      <div class="actions race-lobby-actions">
        {model.isHost ? (
          <button type="button" class={model.isRacer ? 'primary race-start' : 'race-start'} data-race-action="start" disabled={busy} onClick={onStart}>
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
