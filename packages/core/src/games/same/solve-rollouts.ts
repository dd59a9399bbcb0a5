import { rngFromSeed, type Rng } from '../../random/rng.ts';
import type { Move } from './board.ts';
import type { Grid } from './grid.ts';

/**
 * Randomised playouts with the TabuColour policy of Schadd et al. ("Single-Player
 * Monte-Carlo Tree Search", 2008): leave the colour with the most blocks alone, so that it
 * gathers into a few big groups, and play random groups of the other colours. Moves that
 * would leave a colour with a single block are never played. Playouts repeat, each from a
 * fresh stream of one seeded RNG, until one clears the board or the work runs out.
 */
export interface Budget {
  /** Work done so far (positions made, weighted by size), against `limit`. */
  nodes: number;
  readonly limit: number;
}

/** `cost` is the work charged for each move played (larger boards cost more). */
export function clearByRollouts(start: Grid, shift: boolean, budget: Budget, cost = 1): Move[] | null {
  const rng = rngFromSeed(start.key(), 'same-solver');
  const label = new Int32Array(start.cols * start.rows);
  const stack = new Int32Array(start.cols * start.rows);
  while (budget.nodes < budget.limit) {
    const moves = playout(start.clone(), shift, rng, budget, label, stack, cost);
    if (moves) return moves;
  }
  return null;
}

function playout(grid: Grid, shift: boolean, rng: Rng, budget: Budget, label: Int32Array, stack: Int32Array, cost: number): Move[] | null {
  const moves: Move[] = [];
  const counts = grid.perColor();
  while (grid.blocks > 0) {
    if (budget.nodes >= budget.limit) return null;
    const groups = grid.groups(label, stack);
    const safe = groups.filter((g) => counts[g.colour]! - g.cells.length !== 1);
    if (safe.length === 0) return null;
    let tabu = 0;
    for (let c = 1; c < counts.length; c++) if (counts[c]! > counts[tabu]!) tabu = c;
    const free = safe.filter((g) => g.colour !== tabu);
    // The tabu colour may go when it is all that is left, or as one last whole group.
    const choices = free.length > 0 ? free : safe;
    const group = choices[rng.int(0, choices.length - 1)]!;
    const first = group.cells[0]!;
    const x = (first / grid.rows) | 0;
    moves.push(grid.moveAt(x, first - x * grid.rows));
    counts[group.colour]! -= group.cells.length;
    grid.remove(group.cells, shift);
    budget.nodes += cost;
  }
  return moves;
}
