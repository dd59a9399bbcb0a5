import { z } from 'zod';
import type { Cell } from '../../puzzle.ts';
import { columnSpans, type ColumnSpans } from './shape.ts';

/** A cell's colour index `0..colors-1`, or null where empty. */
export type Block = number | null;

/** docs/games/same.md#board: cells row-major, `index = y * cols + x`, y = 0 at the top. */
export interface Board {
  readonly cols: number;
  readonly rows: number;
  readonly colors: number;
  readonly cells: readonly Block[];
  /**
   * A shaped board's outline, row-major like `cells`: `false` for a cell outside the shape,
   * which never holds a block. Absent on a rectangular board.
   */
  readonly mask?: readonly boolean[];
}

export interface Move {
  readonly x: number;
  readonly y: number;
}

export const boardSchema = z.strictObject({
  cols: z.number().int().min(1).max(1000),
  rows: z.number().int().min(1).max(1000),
  colors: z.number().int().min(1).max(100),
  cells: z.array(z.number().int().min(0).max(99).nullable()).max(100_000),
  mask: z.array(z.boolean()).max(100_000).optional().describe('Shaped boards only, row-major like cells: false for a cell outside the shape, which never holds a block.'),
});

export const moveSchema = z.strictObject({ x: z.number().int(), y: z.number().int() });

export const cellAt = (board: Board, x: number, y: number): Block => (x >= 0 && x < board.cols && y >= 0 && y < board.rows ? (board.cells[y * board.cols + x] ?? null) : null);

const NEIGHBOURS = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
] as const;

/** The orthogonally connected same-colour group containing (x, y); empty for an empty cell. */
export function groupAt(board: Board, x: number, y: number): Cell[] {
  if (!Number.isInteger(x) || !Number.isInteger(y)) return [];
  const colour = cellAt(board, x, y);
  if (colour === null) return [];
  const seen = new Set<number>([y * board.cols + x]);
  const group: Cell[] = [];
  const todo: Cell[] = [{ x, y }];
  for (let cell = todo.pop(); cell; cell = todo.pop()) {
    group.push(cell);
    for (const [dx, dy] of NEIGHBOURS) {
      const nx = cell.x + dx;
      const ny = cell.y + dy;
      const index = ny * board.cols + nx;
      if (cellAt(board, nx, ny) === colour && !seen.has(index)) {
        seen.add(index);
        todo.push({ x: nx, y: ny });
      }
    }
  }
  return group;
}

/** Remaining blocks, in total and per colour (always shown to the player). */
export function blockCounts(board: Board): { total: number; perColor: number[] } {
  const perColor = new Array<number>(board.colors).fill(0);
  let total = 0;
  for (const cell of board.cells) {
    if (cell === null) continue;
    total++;
    perColor[cell] = (perColor[cell] ?? 0) + 1;
  }
  return { total, perColor };
}

/** Points for removing a group of n blocks. */
export const groupScore = (n: number): number => (n - 2) ** 2;

/** Points for clearing the board. */
export const CLEAR_BONUS = 1000;

/** What removing a group of `size` blocks earns: its points, and the bonus when it `clears` the board. */
export const removalPoints = (size: number, clears: boolean): number => groupScore(size) + (clears ? CLEAR_BONUS : 0);

/**
 * What the move on `cell` would remove and earn, asked ahead of it (a board shows it under the
 * pointer); null when the rules take no move there (an empty cell, a block alone).
 */
export function removalWorth(board: Board, cell: Cell): { readonly size: number; readonly points: number } | null {
  const group = groupAt(board, cell.x, cell.y);
  return group.length < 2 ? null : { size: group.length, points: removalPoints(group.length, group.length === blockCounts(board).total) };
}

/**
 * The board without `removed` cells: blocks fall down their column, and with `shift`,
 * emptied columns close up to the left (remaining columns keep their order). On a shaped
 * board a block falls until it rests on a cell outside the shape (the lowest cell of its
 * column's run), and columns never shift.
 */
export function collapse(board: Board, removed: readonly Cell[], shift: boolean): Board {
  const columns = remainingColumns(board, removed);
  if (board.mask) return fromColumns(board.cols, board.rows, board.colors, columns, { mask: board.mask, spans: spansOf(board) });
  return fromColumns(board.cols, board.rows, board.colors, shift ? columns.filter((stack) => stack.length > 0) : columns);
}

/** Each column's blocks that stay, from the bottom up. */
function remainingColumns(board: Board, removed: readonly Cell[]): Block[][] {
  const { cols, rows } = board;
  const gone = new Set(removed.map((c) => c.y * cols + c.x));
  const columns: Block[][] = [];
  for (let x = 0; x < cols; x++) {
    const stack: Block[] = [];
    for (let y = rows - 1; y >= 0; y--) {
      const index = y * cols + x;
      const cell = board.cells[index] ?? null;
      if (cell !== null && !gone.has(index)) stack.push(cell);
    }
    columns.push(stack);
  }
  return columns;
}

/** The column runs of a board's shape (every column whole on a rectangle). */
export function spansOf(board: Pick<Board, 'cols' | 'rows' | 'mask'>): ColumnSpans {
  const spans = columnSpans(board.mask, board.cols, board.rows);
  if (!spans) throw new RangeError('A shape must be one run of cells per column.');
  return spans;
}

/**
 * A board from bottom-up column stacks, left-aligned; missing columns are empty. With a
 * shape, each stack stands on its column's floor and the board carries the mask.
 */
export function fromColumns(
  cols: number,
  rows: number,
  colors: number,
  columns: readonly (readonly Block[])[],
  shaped?: { readonly mask: readonly boolean[]; readonly spans: ColumnSpans },
): Board {
  const cells = new Array<Block>(cols * rows).fill(null);
  columns.forEach((stack, x) => {
    const floor = shaped?.spans.floor[x] ?? 0;
    stack.forEach((cell, height) => {
      cells[(rows - 1 - floor - height) * cols + x] = cell;
    });
  });
  return shaped ? { cols, rows, colors, cells, mask: [...shaped.mask] } : { cols, rows, colors, cells };
}

/** Bottom-up column stacks of a board (gravity assumed). */
export function toColumns(board: Board): Block[][] {
  const columns: Block[][] = [];
  for (let x = 0; x < board.cols; x++) {
    const stack: Block[] = [];
    for (let y = board.rows - 1; y >= 0; y--) {
      const cell = board.cells[y * board.cols + x] ?? null;
      if (cell !== null) stack.push(cell);
    }
    columns.push(stack);
  }
  return columns;
}

/** Whether any group of two or more is left. */
export function hasMove(board: Board): boolean {
  const { cols, rows, cells } = board;
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      const cell = cells[y * cols + x] ?? null;
      if (cell === null) continue;
      if (x + 1 < cols && cells[y * cols + x + 1] === cell) return true;
      if (y + 1 < rows && cells[(y + 1) * cols + x] === cell) return true;
    }
  }
  return false;
}
