import { puzzleJson, type Puzzle, type PuzzleJson } from '@gridrace/core';

/** A puzzle as the catalog serves it: with `same`'s best-known score, a target for players. */
export interface ScoredPuzzle extends Puzzle {
  readonly bestScore: number | null;
}

export const withBestScore = (puzzle: Puzzle, bestScore: number | null): ScoredPuzzle => ({ ...puzzle, bestScore });

/** The best-known score of a puzzle the catalog opened (null when none is known). */
export const bestScoreOf = (puzzle: Puzzle): number | null => ('bestScore' in puzzle && typeof puzzle.bestScore === 'number' ? puzzle.bestScore : null);

/** The puzzle's JSON in the API (docs/games/README.md#boards-and-moves-as-json), with its best-known score. */
export const puzzleResponse = (puzzle: Puzzle): PuzzleJson & { readonly bestScore: number | null } => ({
  ...puzzleJson(puzzle),
  bestScore: bestScoreOf(puzzle),
});
