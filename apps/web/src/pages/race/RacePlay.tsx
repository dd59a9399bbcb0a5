import type { JSX } from 'preact';
import { usePrefs } from '../../app/prefs-store.ts';
import type { RaceViewModel } from './race-view-model.ts';
import { HowToPlay } from '../../views/HowToPlay.tsx';
import { BOARD_VIEWS } from '../../views/index.ts';
import { BoardStage } from '../play/BoardStage.tsx';
import { GameHelp } from '../play/GameHelp.tsx';
import { RunBar } from '../play/RunBar.tsx';
import { noticeText } from '../play/notice-text.ts';
import { playMove } from '../play/stuck-move.ts';
import { useRevealed } from '../play/useRevealed.ts';
import { useRunShortcuts } from '../play/useShortcuts.ts';
import { useRaceRun } from './useRaceRun.ts';
import { t } from '../../i18n/messages.ts';
import { finishButton, wordsOf } from '../../i18n/game-words.ts';
import { doneText } from './done-text.ts';

/** This racer's own board: the race's run, played like a solo run, without hints (they would unrank it). */
export function RacePlay({ model, runId }: { model: RaceViewModel; runId: string }): JSX.Element {
  const { race } = model;
  // Every race run ends at the race's time limit: the server's acks say it, and the clock counts it down.
  const { run, snapshot } = useRaceRun(race.puzzleId, runId);
  useRunShortcuts(run);
  const prefs = usePrefs();
  if (!run || !snapshot || snapshot.phase === 'preparing' || snapshot.phase === 'starting') {
    return (
      <p class="busy" role="status">
        <span class="spinner" aria-hidden="true" /> {t('race.seat')}
      </p>
    );
  }
  if (snapshot.phase === 'failed' || !snapshot.puzzle || !snapshot.state) {
    return (
      <p class="error" role="alert">
        {noticeText(snapshot.notice) ?? t('race.noBoard')}
      </p>
    );
  }
  const Board = BOARD_VIEWS[snapshot.puzzle.game];
  const over = snapshot.phase === 'over';
  const { rules } = snapshot.puzzle;
  // A `score` game's run is handed in, not given up.
  const { submit } = wordsOf(rules);
  const finish = finishButton(rules, 'race');
  // "Reconnecting…" is the room's to say (one socket for both): the board only stops taking moves.
  return (
    <div class={`race-play play--${snapshot.puzzle.game}`} data-phase={snapshot.phase}>
      <RunBar run={run} snapshot={snapshot} />
      {/* Kept when the run ends: nothing above the board moves. */}
      <GameHelp key={snapshot.puzzle.game} puzzle={snapshot.puzzle} place="race" />
      <BoardStage notice={over ? null : noticeText(snapshot.notice)}>
        <Board puzzle={snapshot.puzzle} state={snapshot.state} onMove={(move: unknown) => playMove(run, move)} disabled={over || !snapshot.connected} prefs={prefs} />
      </BoardStage>
      {/* Under the board, where its buttons were: the end of this run never moves the board. */}
      {over ? (
        <RaceDone text={t('race.done.waiting', { done: doneText(rules, snapshot.runStatus, run.shownResult()) })} runStatus={snapshot.runStatus ?? ''} />
      ) : (
        <div class="actions" role="toolbar" aria-label={t('run.toolbar')}>
          <button type="button" data-action="undo" disabled={!snapshot.canUndo} onClick={() => run.undo()} title={t('run.undoTitle')}>
            {t('run.undo')}
          </button>
          <button
            type="button"
            data-action="finish"
            class={submit ? 'primary' : ''}
            onClick={() => (submit || confirm(t('race.giveUpConfirm'))) && void run.finish()}
            title={finish.title}
          >
            {finish.label}
          </button>
        </div>
      )}
      {!over && <HowToPlay game={snapshot.puzzle.game} />}
    </div>
  );
}

/** How this racer's run ended, brought into view where its buttons were. */
function RaceDone({ text, runStatus }: { text: string; runStatus: string }): JSX.Element {
  const ref = useRevealed<HTMLParagraphElement>();
  return (
    <p class="race-done" data-run-over={runStatus} role="status" ref={ref}>
      {text}
    </p>
  );
}
