import type { JSX } from 'preact';
import type { RunController, RunSnapshot } from '../../client/run-controller.ts';

interface Props {
  readonly run: RunController;
  readonly snapshot: RunSnapshot;
  readonly onNewGame: () => void;
  /** A new game is being prepared (its par solved on the server). */
  readonly preparing: boolean;
  readonly onShare: () => void;
  readonly shared: boolean;
}

/** Undo, hint, end and the way to the next game: the same row for every puzzle. */
export function RunActions({ run, snapshot, onNewGame, preparing, onShare, shared }: Props): JSX.Element {
  const playing = snapshot.phase === 'playing';
  // A `score` game's run is handed in, not given up.
  const submit = snapshot.puzzle?.rules.words.submit ?? null;
  return (
    <div class="actions" role="toolbar" aria-label="Run">
      <button type="button" data-action="undo" disabled={!snapshot.canUndo} onClick={() => run.undo()} title="Take back the last move (counts as moves)">
        Undo
      </button>
      <button type="button" data-action="hint" disabled={!playing} onClick={() => run.hint()} title="Play the next move of the server's solution (unranks the run)">
        Hint
      </button>
      <button
        type="button"
        data-action="finish"
        class={submit ? 'primary' : ''}
        disabled={!playing}
        // Giving up cannot be taken back: asked first, as in a race. Ending a `score` run is its normal way to hand it in.
        onClick={() => (submit || confirm('Give up this run? It ends here, and cannot be carried on.')) && void run.finish()}
        title={submit ? submit.title : 'Give up this run'}
      >
        {submit ? 'End run' : 'Give up'}
      </button>
      <button type="button" data-action="new" onClick={onNewGame} disabled={preparing} aria-busy={preparing}>
        {preparing ? 'Preparing…' : 'New game'}
      </button>
      <button type="button" data-action="share" onClick={onShare} title="Copy a link to this very board">
        {shared ? 'Link copied' : 'Share link'}
      </button>
    </div>
  );
}
