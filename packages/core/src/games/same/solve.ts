import type { Solution, SolveBudget } from '../../puzzle.ts';
import type { Board, Move } from './board.ts';
import { isClearable } from './clearable.ts';
import { Grid } from './grid.ts';
import type { Params } from './params.ts';
import { clearByRollouts, type Budget } from './solve-rollouts.ts';

/**
 * Moves played (or positions expanded) before the solver gives up. About 50 µs each on a
 * full 25x40 board, so a search that finds nothing still answers in about half a second;
 * default boards (3 colours, runs) are usually cleared within a few hundred.
 */
export const DEFAULT_MAX_NODES = 10_000;

/** Boards this small are searched breadth-first: the clearing found is a shortest one. */
const EXHAUSTIVE_BLOCKS = 16;

const NONE: Solution<Move> = { par: null, optimal: false, moves: [] };

/** A known clearing of the board within the work bound, else par null. */
export function solve(board: Board, params: Pick<Params, 'shift'>, budget?: SolveBudget): Solution<Move> {
  const work: Budget = { nodes: 0, limit: budget?.maxNodes ?? DEFAULT_MAX_NODES };
  const grid = Grid.fromBoard(board);
  if (grid.blocks === 0) return { par: 0, optimal: true, moves: [] };
  if (!isClearable(board, params.shift)) return NONE;
  if (grid.blocks <= EXHAUSTIVE_BLOCKS) {
    const shortest = shortestClearing(grid, params.shift, work);
    if (shortest !== undefined) return shortest ? { par: shortest.length, optimal: true, moves: shortest } : NONE;
  }
  const moves = clearByRollouts(grid, params.shift, work);
  return moves ? { par: moves.length, optimal: false, moves } : NONE;
}

/**
 * Breadth-first search over positions: the shortest clearing, null when none exists, or
 * undefined when the work ran out first.
 */
export function shortestClearing(start: Grid, shift: boolean, work: Budget): Move[] | null | undefined {
  const label = new Int32Array(start.cols * start.rows);
  const stack = new Int32Array(start.cols * start.rows);
  const seen = new Set<string>([start.key()]);
  let layer: { grid: Grid; moves: Move[] }[] = [{ grid: start, moves: [] }];
  while (layer.length > 0) {
    const next: typeof layer = [];
    for (const { grid, moves } of layer) {
      for (const group of grid.groups(label, stack)) {
        if (++work.nodes > work.limit) return undefined;
        const child = grid.clone();
        child.remove(group.cells, shift);
        const key = child.key();
        if (seen.has(key)) continue;
        seen.add(key);
        const first = group.cells[0]!;
        const x = (first / grid.rows) | 0;
        const path = [...moves, grid.moveAt(x, first - x * grid.rows)];
        if (child.blocks === 0) return path;
        next.push({ grid: child, moves: path });
      }
    }
    layer = next;
  }
  return null;
}
