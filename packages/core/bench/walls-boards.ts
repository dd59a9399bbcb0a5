/** The walls boards the bench measures, by preset and seed, as wall-free bases for the solver. */
import { expectOk, seededPuzzle } from '../src/index.ts';
import { withoutWalls, type Board } from '../src/games/walls/board.ts';

export type BenchPreset = 'normal' | 'complex';

export function wallsBase(preset: BenchPreset, seed: string): Board {
  return withoutWalls(expectOk(seededPuzzle('walls', { preset }, seed)).board as Board);
}
