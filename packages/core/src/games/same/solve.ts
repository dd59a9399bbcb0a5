import type { Solution, SolveBudget } from '../../puzzle.ts';
import type { Board, Move } from './board.ts';
import { isClearable } from './clearable.ts';
import { Grid } from './grid.ts';
import type { Params } from './params.ts';
import { clearByBeam } from './solve-beam.ts';
import { clearByRollouts, type Budget } from './solve-rollouts.ts';

/**
 * Work before the solver gives up, in units of about one small position made (a position
 * of n blocks costs 1 + n/128 units: finding its groups is linear in its blocks). About
 * 5 µs a unit, so a fruitless search on a full 25x40 board ends in about half a second.
 */
export const DEFAULT_MAX_NODES = 100_000;

/** Boards this small are searched breadth-first: the clearing found is a shortest one. */
const EXHAUSTIVE_BLOCKS = 16;

/** Part of the work given to random playouts after the first, narrowest beam. */
const ROLLOUT_SHARE = 0.3;

const NONE: Solution<Move> = { par: null, optimal: false, moves: [] };

/**
 * A known clearing of the board within the work bound, else par null. Beam searches of
 * doubling width (a narrow one is cheap and often enough, each wider one sees more of the
 * tree), with a share of random playouts after the first; the first clearing found wins.
 * Tiny boards get a shortest clearing instead.
 */
export function solve(board: Board, params: Pick<Params, 'shift'>, budget?: SolveBudget): Solution<Move> {
  const work: Budget = { nodes: 0, limit: budget?.maxNodes ?? DEFAULT_MAX_NODES };
  const grid = Grid.fromBoard(board);
  if (grid.blocks === 0) return { par: 0, optimal: true, moves: [] };
  if (!isClearable(board, params.shift)) return NONE;
  if (grid.blocks <= EXHAUSTIVE_BLOCKS) {
    const shortest = shortestClearing(grid, params.shift, work);
    if (shortest !== undefined) return shortest ? { par: shortest.length, optimal: true, moves: shortest } : NONE;
  }
  const cost = 1 + (grid.blocks >> 7);
  for (let width = 1; work.nodes < work.limit; width *= 2) {
    const found = clearByBeam(grid, params.shift, width, work, cost);
    if (found === 'impossible') return NONE;
    if (found === 'spent') break;
    if (found !== 'missed') return { par: found.length, optimal: false, moves: found };
    if (width === 1) {
      // Playouts are blind but cheap, and on big boards with many colours they often clear
      // what a narrow beam misses; a share of the work, so wider beams still get their turn.
      const share: Budget = { nodes: work.nodes, limit: Math.min(work.limit, work.nodes + work.limit * ROLLOUT_SHARE) };
      const played = clearByRollouts(grid, params.shift, share, cost);
      work.nodes = share.nodes;
      if (played) return { par: played.length, optimal: false, moves: played };
    }
  }
  return NONE;
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
