import type { Solution, SolveBudget } from '../../puzzle.ts';
import { isPermutation, isSolvable, isSolved, type Board } from './board.ts';
import { placeTiles } from './place.ts';
import { innerBoard, outerCell, solveLayer } from './reduce.ts';
import type { Move } from './rules.ts';
import { solveOptimalSmall } from './solve-small.ts';
import { solveOptimal4x4 } from './solve-4x4.ts';
import { solveBeam5x5 } from './solve-5x5.ts';
import { Work } from './work.ts';
import { DEFAULT_MAX_NODES, BEAM_WIDTH_5X5 } from './solve-limits.ts';

export { DEFAULT_MAX_NODES, HINT_MAX_NODES, BEAM_WIDTH_5X5 } from './solve-limits.ts';

/** Below this many nodes the 5x5 beam (some 2.6 million on a random board) is not begun: its share goes to the reduction. */
const BEAM_MIN_NODES = 1_000_000;

interface Solved {
  readonly cells: number[];
  readonly optimal: boolean;
}

/**
 * Par and a solution as single-tile moves. 3x3 and 4x4 are solved optimally (unless the node
 * budget runs out); 5x5 by a beam search over pattern databases (`solve-5x5.ts`); 6x6 has its
 * top row and left column solved, then the 5x5 rest. Their par is good but not proven best.
 * Whatever runs out of budget falls back to solving the outer layer and then the rest.
 *
 * Without a budget (a par), each search may take `DEFAULT_MAX_NODES` and the reduction always
 * ends. A budget bounds the whole solve (`Work`): each search takes at most half of what is
 * left, so that its fallback keeps the rest, and when the work runs out there is no solution
 * (par null), as a hint's bounded search of any game may find none.
 */
export function solve(board: Board, budget?: SolveBudget): Solution<Move> {
  return solveWithin(board, new Work(budget?.maxNodes ?? Infinity));
}

/** `solve`, counting its work in `work` (which tells afterwards how much it took). */
export function solveWithin(board: Board, work: Work): Solution<Move> {
  const { size } = board;
  if (!isPermutation(size, board.tiles) || !isSolvable(size, board.tiles)) return { par: null, optimal: false, moves: [] };
  const solved = solveSquare(size, [...board.tiles], work);
  if (!solved) return { par: null, optimal: false, moves: [] };
  const moves = solved.cells.map((cell) => ({ x: cell % size, y: Math.floor(cell / size) }));
  return { par: moves.length, optimal: solved.optimal, moves };
}

/** The solve of `tiles`, or null when `work` ran out first. */
function solveSquare(size: number, tiles: number[], work: Work): Solved | null {
  if (isSolved(tiles)) return { cells: [], optimal: true };
  if (size === 2) {
    // Three tiles on four cells: the placement search covers the whole space, so it is exact.
    const cells: number[] = [];
    placeTiles(2, tiles, [false, false, false, false], [1, 2, 3], cells, work);
    return work.exhausted ? null : { cells, optimal: true };
  }
  // A search with a fallback takes at most half of what is left; without a budget, its own.
  const share = Math.min(DEFAULT_MAX_NODES, Math.floor(work.left / 2));
  const stats = { nodes: 0 };
  if (size === 3 || size === 4) {
    const cells = size === 3 ? solveOptimalSmall(3, tiles, share, stats) : solveOptimal4x4(tiles, share, stats);
    work.spend(Math.min(stats.nodes, share));
    if (cells) return { cells, optimal: true };
  }
  if (size === 5 && share >= BEAM_MIN_NODES) {
    const cells = solveBeam5x5(tiles, BEAM_WIDTH_5X5, share, stats);
    work.spend(Math.min(stats.nodes, share));
    if (cells) return { cells, optimal: false };
  }
  // Out of budget, or too big for an optimal search: solve the outer layer, then the rest.
  const cells: number[] = [];
  if (!solveLayer(size, tiles, cells, work) && work.exhausted) return null;
  const inner = solveSquare(size - 1, innerBoard(size, tiles), work);
  if (!inner) return null;
  for (const cell of inner.cells) cells.push(outerCell(size, cell));
  return { cells, optimal: false };
}
