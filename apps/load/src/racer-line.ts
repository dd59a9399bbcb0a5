import { openPuzzle, replay, solvePuzzle, type Puzzle } from '@gridrace/core';
import { defaultCacheDir, prepareTablesFor } from '@gridrace/core/node';

/** A racer's moves, and how core's rules end a run that plays them all: what the server must answer too. */
export interface RacerLine {
  readonly moves: readonly unknown[];
  /** The status after the last move (for a score game it hangs on par, which the server may not know yet). */
  readonly status: string;
  readonly score: number;
}

/*
 * A racer needs a line that ends its run, not the best one: the search is a short one where
 * the game has one (`samples.racerSearch` of its rules). Run again here at the par's full
 * budget, the racers' solving took a third of a core of the machine under test under
 * `npm run load`, on top of the server's own pars, and rooms waited for it between races.
 * People, too, mostly end below par. A game without one keeps the par search (milliseconds
 * for `fifteen` and `pipes`, whose runs must be solved).
 */

/**
 * The moves of a short search (or par's), replayed with core's rules: the status and score
 * they end at. `prepared`: the solver tables loaded so far (fifteen's), added to.
 */
export function racerLine(puzzleId: string, prepared: Set<string>): RacerLine {
  const opened = openPuzzle(puzzleId);
  if (!opened.ok) throw new Error(opened.error.message);
  for (const key of prepareTablesFor(opened.value, defaultCacheDir(), prepared)) prepared.add(key);
  const puzzle = opened.value;
  const maxNodes = puzzle.rules.samples.racerSearch;
  if (maxNodes === undefined) {
    const solved = solvePuzzle(puzzle);
    return ending(solved, solved.solution);
  }
  const found = puzzle.rules.solve(puzzle.board, puzzle.params, { maxNodes });
  const moves = found.moves.length > 0 ? found.moves : (found.best?.moves ?? []);
  return ending({ ...puzzle, par: found.par, optimal: found.optimal, solution: found.moves }, moves);
}

function ending(puzzle: Puzzle, moves: readonly unknown[]): RacerLine {
  const { state, failure } = replay(puzzle, moves);
  if (failure) throw new Error(`core refuses its own line at move ${state.moves + 1}: ${failure.message}`);
  return { moves, status: state.status, score: state.score };
}
