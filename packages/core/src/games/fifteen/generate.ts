import type { Generated } from '../../puzzle.ts';
import type { Rng } from '../../random/rng.ts';
import { GAP, goalTiles, isSolvable, isSolved, type Board } from './board.ts';
import type { Move } from './rules.ts';
import type { Params } from './params.ts';

export const VERSION = 1;
export const VERSIONS: readonly number[] = [1];

/**
 * Version 1: a uniform shuffle of all cells; if it is unsolvable, swapping the first two
 * tiles (skipping the gap) flips the parity. That swap is a bijection between unsolvable
 * and solvable arrangements, so the result is uniform over solvable ones; the goal itself is
 * rejected by drawing again, which keeps it uniform over the rest.
 */
export function generate(rng: Rng, params: Params, version: number): Generated<Board, Move> {
  if (version !== 1) throw new RangeError(`fifteen has no generator v${version}`);
  const { size } = params;
  for (;;) {
    const tiles = rng.shuffle(goalTiles(size));
    if (!isSolvable(size, tiles)) swapFirstTwoTiles(tiles);
    if (!isSolved(tiles)) return { board: { size, tiles } };
  }
}

function swapFirstTwoTiles(tiles: number[]): void {
  const first = tiles[0] === GAP ? 1 : 0;
  const second = tiles[first + 1] === GAP ? first + 2 : first + 1;
  const t = tiles[first]!;
  tiles[first] = tiles[second]!;
  tiles[second] = t;
}
