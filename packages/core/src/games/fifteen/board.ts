import { z } from 'zod';
import { MAX_SIZE, MIN_SIZE } from './params.ts';

/** docs/games/fifteen.md#board: `tiles` row-major, 0 is the gap. */
export interface Board {
  readonly size: number;
  readonly tiles: readonly number[];
}

/** Shape only; `checkBoard` does the semantic checks (permutation, parity). */
export const boardSchema: z.ZodType<Board, unknown> = z.strictObject({
  size: z.number().int().min(MIN_SIZE).max(MAX_SIZE),
  tiles: z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(MAX_SIZE * MAX_SIZE - 1),
    )
    .max(MAX_SIZE * MAX_SIZE),
});

export const GAP = 0;

/** The goal: 1..n²-1 in reading order, gap bottom-right. Tile t's home is cell t-1. */
export function goalTiles(size: number): number[] {
  const cells = size * size;
  return Array.from({ length: cells }, (_, i) => (i === cells - 1 ? GAP : i + 1));
}

/** The cell where tile `tile` belongs (the gap belongs in the last cell). */
export function homeOf(tile: number, size: number): number {
  return tile === GAP ? size * size - 1 : tile - 1;
}

/**
 * Whether the tile on `cell` can slide: it is on the board, in the gap's row or column, and
 * not the gap itself. What the rules take as a move, asked ahead of it (a board shows it).
 */
export function canSlide(board: Board, cell: { readonly x: number; readonly y: number }): boolean {
  const { size, tiles } = board;
  const { x, y } = cell;
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= size || y >= size) return false;
  const gap = tiles.indexOf(GAP);
  if (gap < 0) return false;
  const gx = gap % size;
  const gy = Math.floor(gap / size);
  return (x === gx) !== (y === gy);
}

export function isSolved(tiles: ArrayLike<number>): boolean {
  const last = tiles.length - 1;
  for (let i = 0; i < last; i++) if (tiles[i] !== i + 1) return false;
  return tiles[last] === GAP;
}

/** Tiles (not the gap) on their home cell: the score. */
export function tilesHome(tiles: ArrayLike<number>): number {
  let home = 0;
  for (let i = 0; i < tiles.length; i++) if (tiles[i] === i + 1) home++;
  return home;
}

/** Sum over tiles of their grid distance from home: the usual lower bound on moves. */
export function manhattan(size: number, tiles: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < tiles.length; i++) {
    const t = tiles[i]!;
    if (t === GAP) continue;
    const h = t - 1;
    sum += Math.abs((h % size) - (i % size)) + Math.abs(Math.floor(h / size) - Math.floor(i / size));
  }
  return sum;
}

export function isPermutation(size: number, tiles: readonly number[]): boolean {
  if (tiles.length !== size * size) return false;
  const seen = new Array<boolean>(tiles.length).fill(false);
  for (const t of tiles) {
    if (!Number.isInteger(t) || t < 0 || t >= tiles.length || seen[t]) return false;
    seen[t] = true;
  }
  return true;
}

/**
 * The parity rule. A horizontal move keeps the inversion count; a vertical one changes it by
 * size-1 and moves the gap one row. So for odd sizes the inversion parity is invariant, and for
 * even sizes inversions + gap row is. Compare with the goal (0 inversions, gap in the last row).
 */
export function isSolvable(size: number, tiles: ArrayLike<number>): boolean {
  let inversions = 0;
  let gapRow = 0;
  for (let i = 0; i < tiles.length; i++) {
    const a = tiles[i]!;
    if (a === GAP) {
      gapRow = Math.floor(i / size);
      continue;
    }
    for (let j = i + 1; j < tiles.length; j++) {
      const b = tiles[j]!;
      if (b !== GAP && b < a) inversions++;
    }
  }
  const rowsFromBottom = size - 1 - gapRow;
  return size % 2 === 1 ? inversions % 2 === 0 : (inversions + rowsFromBottom) % 2 === 0;
}

export type Direction = 'up' | 'down' | 'left' | 'right';

/**
 * The move that slides a tile in `direction` (the arrow keys of docs/games/fifteen.md#moves): the tile on the
 * opposite side of the gap moves into it. Null at the edge, where there is no such tile.
 */
export function arrowMove(board: Board, direction: Direction): { x: number; y: number } | null {
  const gap = board.tiles.indexOf(GAP);
  if (gap < 0) return null;
  const x = (gap % board.size) + (direction === 'left' ? 1 : direction === 'right' ? -1 : 0);
  const y = Math.floor(gap / board.size) + (direction === 'up' ? 1 : direction === 'down' ? -1 : 0);
  return x < 0 || y < 0 || x >= board.size || y >= board.size ? null : { x, y };
}
