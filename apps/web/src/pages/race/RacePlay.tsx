import type { JSX } from 'preact';
import { usePrefs } from '../../app/prefs-store.ts';
import { formatTime } from '../../client/clock.ts';
import type { RaceViewModel } from '../../client/race-view-model.ts';
import { BOARD_VIEWS } from '../../views/index.ts';
import { RunBar } from '../play/RunBar.tsx';
import { useRunShortcuts } from '../play/useShortcuts.ts';
import { useRaceRun } from './useRaceRun.ts';

/** How this racer's run ended, in a few words. */
function doneText(walls: boolean, runStatus: string | null, elapsedMs: number, score: number): string {
  if (runStatus === 'gave_up') return 'You gave up.';
  if (walls) return `Layout submitted: path ${score}${runStatus === 'solved' ? ', par reached' : ''}.`;
  if (runStatus === 'stuck') return `No moves left, with ${score} points.`;
  return `Done in ${formatTime(elapsedMs)}!`;
}

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
        <span class="spinner" aria-hidden="true" /> Taking your seat…
      </p>
    );
  }
  if (snapshot.phase === 'failed' || !snapshot.puzzle || !snapshot.state) {
    return (
      <p class="error" role="alert">
        {snapshot.notice ?? 'Your board could not be shown.'}
      </p>
    );
  }
  const Board = BOARD_VIEWS[snapshot.puzzle.game];
  const over = snapshot.phase === 'over';
  const walls = snapshot.puzzle.game === 'walls';
  // "Reconnecting…" is the room's to say (one socket for both): the board only stops taking moves.
  return (
    <div class={`race-play play--${snapshot.puzzle.game}`} data-phase={snapshot.phase}>
      <RunBar run={run} snapshot={snapshot} />
      {snapshot.notice && !over && (
        <p class="notice" role="status">
          {snapshot.notice}
        </p>
      )}
      {over && (
        <p class="race-done" data-run-over={snapshot.runStatus ?? ''} role="status">
          {doneText(walls, snapshot.runStatus, run.elapsedMs(), snapshot.state.score)} Waiting for the others…
        </p>
      )}
      <div class="board-frame">
        <Board puzzle={snapshot.puzzle} state={snapshot.state} onMove={(move: unknown) => run.move(move)} disabled={over || !snapshot.connected} prefs={prefs} />
      </div>
      {!over && (
        <div class="actions" role="toolbar" aria-label="Run">
          <button type="button" data-action="undo" disabled={!snapshot.canUndo} onClick={() => run.undo()} title="Take back the last move (counts as moves)">
            Undo
          </button>
          <button type="button" data-action="finish" class={walls ? 'primary' : ''} onClick={() => (walls || confirm('Give up? You will not finish this race.')) && void run.finish()} title={walls ? 'Submit this layout' : 'Give up: you will not finish'}>
            {walls ? 'Submit layout' : 'Give up'}
          </button>
        </div>
      )}
    </div>
  );
}
