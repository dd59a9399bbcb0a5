import type { JSX } from 'preact';
import type { RunController, RunSnapshot } from '../../client/run-controller.ts';
import { t } from '../../i18n/messages.ts';
import { finishButton, wordsOf } from '../../i18n/game-words.ts';
import { JourneyBack } from './JourneyHead.tsx';
import type { JourneyLevel } from './useJourneyLevel.ts';

interface Props {
  readonly run: RunController;
  readonly snapshot: RunSnapshot;
  readonly onNewGame: () => void;
  /** A new game is being prepared (its par solved on the server). */
  readonly preparing: boolean;
  readonly onShare: () => void;
  readonly shared: boolean;
  /** The journey level played, if one: the way back to it takes the place of "New game". */
  readonly journey: JourneyLevel | null;
}

/** Undo, hint, end and the way to the next game: the same row for every puzzle. */
export function RunActions({ run, snapshot, onNewGame, preparing, onShare, shared, journey }: Props): JSX.Element {
  const playing = snapshot.phase === 'playing';
  // A `score` game's run is handed in, not given up.
  const submit = snapshot.puzzle ? wordsOf(snapshot.puzzle.rules).submit : null;
  const finish = snapshot.puzzle ? finishButton(snapshot.puzzle.rules, 'solo') : { label: t('run.giveUp'), title: t('run.giveUpTitle') };
  return (
    <div class="actions" role="toolbar" aria-label={t('run.toolbar')}>
      <button type="button" data-action="undo" disabled={!snapshot.canUndo} onClick={() => run.undo()} title={t('run.undoTitle')}>
        {t('run.undo')}
      </button>
      {/* A solver can take seconds under load: the button says it is working, and the wait can be called off. */}
      <button type="button" data-action="hint" disabled={!playing || snapshot.hintAsked} aria-busy={snapshot.hintAsked} onClick={() => run.hint()} title={t('run.hintTitle')}>
        {snapshot.hintAsked ? (
          <>
            <span class="spinner" aria-hidden="true" /> {t('run.hintThinking')}
          </>
        ) : (
          t('run.hint')
        )}
      </button>
      {snapshot.hintAsked && (
        <button type="button" data-action="cancel-hint" onClick={() => run.cancelHint()} title={t('run.hintCancelTitle')}>
          {t('run.hintCancel')}
        </button>
      )}
      <button
        type="button"
        data-action="finish"
        class={submit ? 'primary' : ''}
        disabled={!playing}
        // Giving up cannot be taken back: asked first, as in a race. Ending a `score` run is its normal way to hand it in.
        onClick={() => (submit || confirm(t('run.giveUpConfirm'))) && void run.finish()}
        title={finish.title}
      >
        {finish.label}
      </button>
      {journey ? (
        <JourneyBack journey={journey} />
      ) : (
        <button type="button" data-action="new" onClick={onNewGame} disabled={preparing} aria-busy={preparing}>
          {preparing ? t('run.preparing') : t('run.newGame')}
        </button>
      )}
      <button type="button" data-action="share" onClick={onShare} title={t('run.shareTitle')}>
        {shared ? t('run.linkCopied') : t('run.shareLink')}
      </button>
    </div>
  );
}
