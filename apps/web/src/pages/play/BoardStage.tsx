import type { ComponentChildren, JSX } from 'preact';
import { readableCells } from '../../views/cell-label.ts';

/**
 * The board, with the run's passing notices (a refusal, "Reconnecting…") laid over its top
 * edge rather than inserted above it: a notice never moves the board under the player's finger.
 * Cells in a refusal are named as a person counts them.
 */
export function BoardStage({ notice, children }: { notice: string | null; children: ComponentChildren }): JSX.Element {
  return (
    <div class="board-stage">
      <div class="board-frame">{children}</div>
      <p class="notice board-notice" role="status" data-board-notice>
        {notice === null ? '' : readableCells(notice)}
      </p>
    </div>
  );
}
