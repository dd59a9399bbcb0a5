import { isOver, type PlayState } from '../play.ts';
import type { Puzzle } from '../puzzles.ts';
import { foldLog } from './fold-log.ts';
import { movesLog, replay } from './replay-moves.ts';

/**
 * The next move of the server's own solution from the current board, or null when none is
 * known now. While the player is still on the puzzle's known solution (the generator's, or
 * par's), its next move is the hint, with no search at all; so is the game's own way toward
 * that solution's end (`hintToward`). Off it, a search from the board bounded by the game's
 * `hintWork`: a hint costs tens of milliseconds, never a par's full search (a 6x6 `fifteen`
 * took a second of solver time a hint), and when that search finds nothing the answer is null.
 */
export function hint<B>(puzzle: Puzzle<B>, state: PlayState<B>): unknown {
  if (isOver(puzzle, state)) return null;
  const known = puzzle.knownSolution ?? puzzle.solution;
  if (puzzle.rules.hintToward && known.length > 0) return puzzle.rules.hintToward(state.board, replay(puzzle, known).state.board);
  const onPath = nextKnownMove(puzzle, state.board);
  if (onPath !== undefined) return onPath;
  const solution = puzzle.rules.solve(state.board, puzzle.params, { maxNodes: puzzle.rules.hintWork });
  return solution.moves[0] ?? null;
}

/** The known solution's move from `board`, if walking that solution passes through it (before its last move). */
function nextKnownMove<B>(puzzle: Puzzle<B>, board: B): unknown {
  const known = puzzle.knownSolution ?? puzzle.solution;
  // Boards are plain JSON, so their JSON text identifies them.
  const target = JSON.stringify(board);
  if (known.length === 0) return undefined;
  if (JSON.stringify(puzzle.board) === target) return known[0];
  let found: unknown = undefined;
  foldLog(puzzle, movesLog(known.slice(0, -1)), {
    onStep: (run, _entry, index) => {
      if (JSON.stringify(run.state.board) !== target) return true;
      found = known[index + 1];
      return false;
    },
  });
  return found;
}
