import { stuckEnding } from '@gridrace/core';
import type { MoveVerdict, RunController } from '../../client/run-controller.ts';
import { t } from '../../i18n/messages.ts';

/**
 * Plays the board's move, first asking when no move would be left after it: the rules end
 * the run on that move and take no undo of it, so the player gets the step back here,
 * before it, in a solo run, a daily and a race alike. The question is asked of the run the
 * move leads to, as the rules made it once for the ledger; cancelled, nothing is sent.
 */
export function playMove(run: RunController, move: unknown, ask: (question: string) => boolean = (question) => confirm(question)): MoveVerdict {
  return run.move(move, (after) => {
    const puzzle = run.current.puzzle;
    const ending = puzzle ? stuckEnding(puzzle, after) : null;
    return !ending || ask(t('run.stuckConfirm', { remaining: ending.remaining ?? 0 }));
  });
}
