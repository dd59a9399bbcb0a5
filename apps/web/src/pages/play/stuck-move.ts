import { stuckEnding } from '@gridrace/core';
import type { RunController } from '../../client/run-controller.ts';
import { t } from '../../i18n/messages.ts';

/**
 * Plays the board's move, first asking when no move would be left after it: the rules end
 * the run on that move and take no undo of it, so the player gets the step back here,
 * before it, in a solo run, a daily and a race alike. Cancelled, nothing is sent.
 */
export function playMove(run: RunController, move: unknown, ask: (question: string) => boolean = (question) => confirm(question)): void {
  const { puzzle, state } = run.current;
  const ending = puzzle && state ? stuckEnding(puzzle, state, move) : null;
  if (ending && !ask(t('run.stuckConfirm', { remaining: ending.remaining ?? 0 }))) return;
  run.move(move);
}
