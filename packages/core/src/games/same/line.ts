import type { Move } from './board.ts';
import type { Grid } from './grid.ts';

/** The moves that led to a position, shared between positions as a linked list. */
export interface Path {
  readonly move: Move;
  readonly prev: Path | null;
}

/** The board move naming grid cell `cell` (`x * rows + h`). */
export function moveOf(grid: Grid, cell: number): Move {
  const x = (cell / grid.rows) | 0;
  return grid.moveAt(x, cell - x * grid.rows);
}

export function toMoves(path: Path | null): Move[] {
  const moves: Move[] = [];
  for (let p = path; p; p = p.prev) moves.push(p.move);
  return moves.reverse();
}
