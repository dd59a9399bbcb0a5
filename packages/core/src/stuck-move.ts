import type { PlayState } from './play.ts';
import type { Puzzle } from './puzzles.ts';

/** How a run would end on a move that leaves no move after it: what is left on the board (`same`: blocks; null where nothing is counted). */
export interface StuckEnding {
  readonly remaining: number | null;
}

/**
 * Whether the state a move leads to (`after`, the rules' own answer to it, computed once)
 * leaves the board stuck (no move after it, the board not finished), and then what it leaves.
 * A stuck board ends the run on that very move, and the server then takes no undo: so a page
 * asks before sending such a move, rather than the run ending at once with no way to step
 * back (the rules stay one for solo runs, dailies and races; only the asking is the page's).
 */
export function stuckEnding<B>(puzzle: Puzzle<B>, after: PlayState<B>): StuckEnding | null {
  return after.status === 'stuck' ? { remaining: puzzle.rules.remaining(after.board) } : null;
}
