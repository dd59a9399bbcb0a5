import type { GameName } from './puzzle.ts';
import { expectOk } from './result.ts';
import { openPuzzle, solvePuzzle } from './puzzles.ts';
import { RULES } from './registry.ts';

/** Each level's difficulty figure as the game's journey measures it (its solver's par). */
export function journeyFigures(game: GameName): { puzzleId: string; difficulty: number }[] {
  const { journey } = RULES[game];
  return journey.levels.map(({ puzzleId }) => ({ puzzleId, difficulty: journey.difficulty(solvePuzzle(expectOk(openPuzzle(puzzleId)))) }));
}

/** Whether figures never go down along the path. */
export const nonDecreasing = (figures: readonly number[]): boolean => figures.every((f, i) => i === 0 || f >= figures[i - 1]!);
