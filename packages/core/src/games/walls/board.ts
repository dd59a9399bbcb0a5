import { z } from 'zod';
import type { Cell } from '../../puzzle.ts';

/** The grid vocabulary of docs/games/walls.md#board. */
export const CELL = {
  empty: '.',
  rock: 'r',
  start: 's',
  finish: 'f',
  wall: 'w',
} as const;

export const CHECKPOINTS = ['A', 'B', 'C', 'D', 'E'] as const;
export type Checkpoint = (typeof CHECKPOINTS)[number];

export const CELL_KINDS = ['.', 'r', 's', 'f', 'w', ...CHECKPOINTS] as const;
export type CellKind = (typeof CELL_KINDS)[number];

export interface Board {
  readonly cols: number;
  readonly rows: number;
  /** The player's wall budget. */
  readonly walls: number;
  /** Row-major: `index = y * cols + x`. */
  readonly cells: readonly CellKind[];
}

export interface Move {
  readonly x: number;
  readonly y: number;
}

// Structure only; `checkBoard` does the semantics (sizes, columns, checkpoints, a path).
export const boardSchema: z.ZodType<Board, unknown> = z.strictObject({
  cols: z.number().int().min(1).max(64),
  rows: z.number().int().min(1).max(64),
  walls: z.number().int().min(0).max(1000),
  cells: z.array(z.enum(CELL_KINDS)).max(64 * 64),
});

export const moveSchema: z.ZodType<Move, unknown> = z.strictObject({
  x: z.number().int(),
  y: z.number().int(),
});

export function isCheckpoint(kind: CellKind): kind is Checkpoint {
  return (CHECKPOINTS as readonly string[]).includes(kind);
}

export function cellAt(board: Board, x: number, y: number): CellKind | undefined {
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= board.cols || y >= board.rows) {
    return undefined;
  }
  return board.cells[y * board.cols + x];
}

export function wallCount(board: Board): number {
  let count = 0;
  for (const kind of board.cells) if (kind === CELL.wall) count++;
  return count;
}

export function checkpointCount(board: Board): number {
  return board.cells.filter(isCheckpoint).length;
}

/** The board without any player walls: the puzzle as the generator (or author) made it. */
export function withoutWalls(board: Board): Board {
  return { ...board, cells: board.cells.map((kind) => (kind === CELL.wall ? CELL.empty : kind)) };
}

export function cellOf(board: Board, index: number): Cell {
  return { x: index % board.cols, y: Math.floor(index / board.cols) };
}

/** Rows of text, one character per cell, for tests and the command line. */
export function boardText(board: Board): string {
  const lines: string[] = [];
  for (let y = 0; y < board.rows; y++) lines.push(board.cells.slice(y * board.cols, (y + 1) * board.cols).join(''));
  return lines.join('\n');
}

/** A board from rows of text (tests, hand-made boards); the inverse of `boardText`. */
export function boardFromText(text: string, walls: number): Board {
  const lines = text
    .trim()
    .split('\n')
    .map((line) => line.trim());
  const cols = lines[0]?.length ?? 0;
  return { cols, rows: lines.length, walls, cells: lines.join('').split('') as CellKind[] };
}
