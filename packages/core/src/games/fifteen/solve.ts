import type { Solution, SolveBudget } from '../../puzzle.ts';
import { isPermutation, isSolvable, isSolved, type Board } from './board.ts';
import { placeTiles } from './place.ts';
import { innerBoard, outerCell, solveLayer } from './reduce.ts';
import type { Move } from './rules.ts';
import { solveOptimalSmall } from './solve-small.ts';
import { solveOptimal4x4 } from './solve-4x4.ts';
import { solveBeam5x5 } from './solve-5x5.ts';

/**
 * Random 4x4 boards finish optimally well within this: the hardest of Korf's 100 takes 2.7M
 * nodes, the hardest of 300 generated boards 6.6M. Only freak positions (the two 80-move
 * ones take 420M and 590M) fall back to a non-optimal par.
 */
export const DEFAULT_MAX_NODES = 50_000_000;

/**
 * A hint's search off the known line: a 4x4 is mostly solved optimally within it (median
 * about 100,000 nodes); past it, and on bigger boards, the layer-by-layer reduction answers
 * (0.2-0.6 s on a 5x5 or 6x6 here, against 0.7-0.9 s for the full search).
 */
export const HINT_MAX_NODES = 300_000;

/**
 * Positions per layer of the 5x5 beam: about 2.2 children made per position and move, so a
 * random 5x5 (about 100 moves) takes some 2.6 million nodes, about a second here.
 */
export const BEAM_WIDTH_5X5 = 12_000;

interface Solved {
  readonly cells: number[];
  readonly optimal: boolean;
}

/**
 * Par and a solution as single-tile moves. 3x3 and 4x4 are solved optimally (unless the node
 * budget runs out); 5x5 by a beam search over pattern databases (`solve-5x5.ts`); 6x6 has its
 * top row and left column solved, then the 5x5 rest. Their par is good but not proven best.
 * Whatever runs out of budget falls back to solving the outer layer and then the rest.
 */
export function solve(board: Board, budget?: SolveBudget): Solution<Move> {
  const { size } = board;
  if (!isPermutation(size, board.tiles) || !isSolvable(size, board.tiles)) return { par: null, optimal: false, moves: [] };
  const maxNodes = budget?.maxNodes ?? DEFAULT_MAX_NODES;
  const { cells, optimal } = solveSquare(size, [...board.tiles], maxNodes);
  const moves = cells.map((cell) => ({ x: cell % size, y: Math.floor(cell / size) }));
  return { par: moves.length, optimal, moves };
}

function solveSquare(size: number, tiles: number[], maxNodes: number): Solved {
  if (isSolved(tiles)) return { cells: [], optimal: true };
  if (size === 2) {
    // Three tiles on four cells: the placement search covers the whole space, so it is exact.
    const cells: number[] = [];
    placeTiles(2, tiles, [false, false, false, false], [1, 2, 3], cells);
    return { cells, optimal: true };
  }
  if (size === 3 || size === 4) {
    const cells = size === 3 ? solveOptimalSmall(3, tiles, maxNodes) : solveOptimal4x4(tiles, maxNodes);
    if (cells) return { cells, optimal: true };
  }
  if (size === 5) {
    const cells = solveBeam5x5(tiles, BEAM_WIDTH_5X5, maxNodes);
    if (cells) return { cells, optimal: false };
  }
  // Out of budget, or too big for an optimal search: solve the outer layer, then the rest.
  const cells: number[] = [];
  solveLayer(size, tiles, cells);
  const inner = solveSquare(size - 1, innerBoard(size, tiles), maxNodes);
  for (const cell of inner.cells) cells.push(outerCell(size, cell));
  return { cells, optimal: false };
}
