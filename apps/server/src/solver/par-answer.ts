import type { PuzzleBoard } from '@gridrace/core';
import type { ParAnswer } from './jobs.ts';

/**
 * A puzzle's par and, where the game's search finds one (`same`), its best-known score: one
 * search finds both (its best line may not clear the board). A board made around a known
 * solution keeps it as par, as `solvePuzzle` does; the search still runs for its best line.
 */
export function parAnswer(puzzle: PuzzleBoard): ParAnswer {
  const solverVersion = puzzle.rules.solverVersion;
  const found = puzzle.rules.solve(puzzle.board, puzzle.params);
  const best = found.best ? { score: found.best.score, moves: found.best.moves, work: puzzle.rules.bestLineWork ?? 0 } : null;
  const known = puzzle.knownSolution;
  if (known) return { par: known.length, optimal: false, solution: known, solverVersion, best };
  return { par: found.par, optimal: found.optimal, solution: found.moves, solverVersion, best };
}
