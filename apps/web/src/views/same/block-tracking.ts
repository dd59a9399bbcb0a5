import type { Cell } from '@gridrace/core';
import type * as sameRules from '@gridrace/core/games/same';

type Board = sameRules.Board;

/**
 * Which block is which across moves, so a block keeps its DOM element (its key) while it
 * falls or its column closes up, and the browser only animates a transform.
 */
export interface Tracked {
  readonly board: Board;
  /** Row-major like `board.cells`: a stable id per block, null where empty. */
  readonly ids: readonly (number | null)[];
  /**
   * A stable id per column that has blocks, null for an empty one. Blocks never change
   * column (gravity is vertical, closing up moves whole columns), so the view nests blocks
   * in columns: closing up then moves a few column elements, not every block to their right.
   */
  readonly columnIds: readonly (number | null)[];
  readonly nextId: number;
}

interface Entry {
  readonly colour: number;
  readonly id: number;
}

export function initialTracking(board: Board, firstId = 0): Tracked {
  let nextId = firstId;
  const ids = board.cells.map((cell) => (cell === null ? null : nextId++));
  const columnIds = columnsWithBlocks(board).map((filled) => (filled ? nextId++ : null));
  return { board, ids, columnIds, nextId };
}

function columnsWithBlocks(board: Board): boolean[] {
  const filled = new Array<boolean>(board.cols).fill(false);
  board.cells.forEach((cell, i) => {
    if (cell !== null) filled[i % board.cols] = true;
  });
  return filled;
}

/**
 * Ids on `board`, the board after `prev.board`. Removal and gravity keep each column's
 * blocks in order and closing-up keeps the columns in order, so each new column is matched
 * to the first old column (left to right) that contains it as a subsequence, bottom up.
 * `removed`, the group the player clicked, makes the match exact where colours repeat.
 * Anything else (an undo, a resync) keeps ids only where a block stayed put.
 */
export function track(prev: Tracked, board: Board, removed: readonly Cell[] = []): Tracked {
  if (prev.board === board) return prev;
  if (prev.board.cols !== board.cols || prev.board.rows !== board.rows) return initialTracking(board, prev.nextId);
  const gone = new Set(removed.map((c) => c.y * board.cols + c.x));
  const before = columnsOf(prev, gone);
  const ids = new Array<number | null>(board.cells.length).fill(null);
  const columnIds = new Array<number | null>(board.cols).fill(null);
  let nextId = prev.nextId;
  let from = 0;
  for (let x = 0; x < board.cols; x++) {
    const colours = columnColours(board, x);
    if (colours.length === 0) continue;
    let matched: number[] | null = null;
    for (; from < before.length && !matched; from++) matched = subsequence(before[from] ?? [], colours);
    if (!matched) return inPlace(prev, board);
    // The column's blocks bottom up, wherever they rest (a shaped board's column has its own floor).
    const cells = blockCells(board, x);
    matched.forEach((id, height) => (ids[cells[height]!] = id));
    columnIds[x] = prev.columnIds[from - 1] ?? nextId++;
  }
  return { board, ids, columnIds, nextId };
}

/** Old columns bottom up, without the removed cells. */
function columnsOf(prev: Tracked, gone: ReadonlySet<number>): Entry[][] {
  const { cols, rows, cells } = prev.board;
  const columns: Entry[][] = [];
  for (let x = 0; x < cols; x++) {
    const column: Entry[] = [];
    for (let y = rows - 1; y >= 0; y--) {
      const index = y * cols + x;
      const colour = cells[index] ?? null;
      const id = prev.ids[index] ?? null;
      if (colour !== null && id !== null && !gone.has(index)) column.push({ colour, id });
    }
    columns.push(column);
  }
  return columns;
}

function blockCells(board: Board, x: number): number[] {
  const cells: number[] = [];
  for (let y = board.rows - 1; y >= 0; y--) if (board.cells[y * board.cols + x] !== null) cells.push(y * board.cols + x);
  return cells;
}

function columnColours(board: Board, x: number): number[] {
  const colours: number[] = [];
  for (let y = board.rows - 1; y >= 0; y--) {
    const cell = board.cells[y * board.cols + x] ?? null;
    if (cell !== null) colours.push(cell);
  }
  return colours;
}

/** Ids of the old blocks that spell `colours`, lowest first; null when they cannot. */
function subsequence(column: readonly Entry[], colours: readonly number[]): number[] | null {
  const ids: number[] = [];
  let i = 0;
  for (const colour of colours) {
    while (i < column.length && column[i]?.colour !== colour) i++;
    const entry = column[i++];
    if (!entry) return null;
    ids.push(entry.id);
  }
  return ids;
}

function inPlace(prev: Tracked, board: Board): Tracked {
  let nextId = prev.nextId;
  const ids = board.cells.map((cell, i) => {
    if (cell === null) return null;
    const kept = prev.board.cells[i] === cell ? (prev.ids[i] ?? null) : null;
    return kept ?? nextId++;
  });
  const columnIds = columnsWithBlocks(board).map((filled, x) => (filled ? (prev.columnIds[x] ?? nextId++) : null));
  return { board, ids, columnIds, nextId };
}
