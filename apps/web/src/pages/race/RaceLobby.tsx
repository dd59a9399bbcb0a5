import { rulesOf } from '@gridrace/core';
import { RaceLimits } from '@gridrace/protocol';
import type { JSX } from 'preact';
import type { RaceViewModel } from './race-view-model.ts';
import { RaceInvite } from './RaceInvite.tsx';
import { RaceMembers } from './RaceMembers.tsx';
import { t } from '../../i18n/messages.ts';
import { raceRuleWords } from '../../i18n/game-words.ts';
import { boardLabel, paramsLabel } from '../games.ts';

interface Props {
  readonly model: RaceViewModel;
  readonly busy: boolean;
  readonly onStart: () => void;
  /** The host makes the room rated, or not. */
  readonly onRated: (rated: boolean) => void;
  /** A spectator chooses to race. */
  readonly onRace: () => void;
  readonly onLeave: () => void;
}

/** Whether the race is rated, for everyone; the host's switch (refused on a board somebody chose: the notice says why). */
function RatedLine({ model, busy, onRated }: Pick<Props, 'model' | 'busy' | 'onRated'>): JSX.Element {
  const rated = model.race.rated;
  return (
    <div class={`race-rated${rated ? ' on' : ''}`} data-race-rated={rated ? 'rated' : 'unrated'}>
      {model.isHost && !model.race.askedParams ? (
        <label class="race-rated-switch">
          <input type="checkbox" role="switch" checked={rated} disabled={busy} data-race-action="rated" onChange={(e) => onRated(e.currentTarget.checked)} />{' '}
          {t('race.lobby.makeRated')}
        </label>
      ) : (
        <strong>{rated ? t('race.lobby.rated') : t('race.lobby.unrated')}</strong>
      )}
      <p class="muted">{rated ? t('race.lobby.ratedHelp') : model.isHost ? t('race.lobby.ratedSwitchHelp') : ''}</p>
    </div>
  );
}

/**
 * Before the start: the invite, who is in, and what this person can do. The room opens to
 * watch: one who came by a link chooses to race, or stays a spectator. The host starts.
 */
export function RaceLobby({ model, busy, onStart, onRated, onRace, onLeave }: Props): JSX.Element {
  const alone = model.racers.length < 2;
  const full = model.racers.length >= RaceLimits.maxRacers;
  return (
    <div class="race-lobby" data-race-lobby>
      {model.race.askedParams && (
        <div class="notice race-other-board" role="status" data-race-other-board>
          <p>
            <strong>{t('race.lobby.nobodyCame', { asked: boardLabel(model.race.game, model.race.askedParams) })}</strong>
          </p>
          <p>{t('race.lobby.otherBoard', { board: paramsLabel(model.race.puzzleId) })}</p>
        </div>
      )}
      {!model.isRacer && (
        <div class="race-choice" data-race-watching>
          <p>
            <strong>{t('race.lobby.watching')}</strong> {full ? t('race.lobby.full', { max: RaceLimits.maxRacers }) : t('race.lobby.raceToo')}
          </p>
          <button type="button" class="primary" data-race-action="race" disabled={busy || full} onClick={onRace}>
            {t('race.lobby.join')}
          </button>
        </div>
      )}
      <RaceInvite code={model.race.code} />
      <RatedLine model={model} busy={busy} onRated={onRated} />
      <RaceMembers model={model} />
      <p class="muted race-rules">{t('race.lobby.rules', { minutes: Math.round(model.race.timeLimitMs / 60_000), rule: raceRuleWords(rulesOf(model.race.game)) })}</p>
      <div class="actions race-lobby-actions">
        {model.isHost ? (
          <button type="button" class={model.isRacer ? 'primary race-start' : 'race-start'} data-race-action="start" disabled={busy} onClick={onStart}>
            {alone ? t('race.lobby.startAlone') : t('race.lobby.start')}
          </button>
        ) : (
          <p class="race-waiting" data-race-waiting>
            <span class="spinner" aria-hidden="true" /> {t('race.lobby.waiting', { host: model.hostName ?? t('race.lobby.theHost') })}
          </p>
        )}
        <button type="button" data-race-action="leave" disabled={busy} onClick={onLeave}>
          {t('race.leave')}
        </button>
      </div>
    </div>
  );
}
