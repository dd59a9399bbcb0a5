import { z } from 'zod';
import type { Cell } from '../../puzzle.ts';
import { DIRECTIONS, SIDES, isStraight, type TileKind } from './directions.ts';

const cellSchema = z.strictObject({ x: z.number().int(), y: z.number().int() });

/** Structural shape only (docs/games/pipes.md#board); `checkBoard` does the semantic checks. */
export const boardSchema = z.strictObject({
  cols: z.number().int(),
  rows: z.number().int(),
  start: cellSchema,
  end: cellSchema,
  tiles: z.array(z.number().int().min(0).max(15)),
});

export type Board = z.output<typeof boardSchema>;

export const moveSchema = z.strictObject({
  x: z.number().int(),
  y: z.number().int(),
  turn: z.enum(['cw', 'ccw']),
});

export type Move = z.output<typeof moveSchema>;
export type Turn = Move['turn'];

export function cellIndex(board: Pick<Board, 'cols'>, cell: Cell): number {
  return cell.y * board.cols + cell.x;
}

export function isOnBoard(board: Pick<Board, 'cols' | 'rows'>, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < board.cols && y < board.rows;
}

export function tileKind(board: Board, x: number, y: number): TileKind {
  if (x === board.start.x && y === board.start.y) return 'start';
  if (x === board.end.x && y === board.end.y) return 'end';
  return isStraight(board.tiles[y * board.cols + x] ?? 0) ? 'straight' : 'corner';
}

/**
 * Which cells an unbroken chain of connected openings joins to the start (row-major), for
 * the UI's highlighting. Two neighbours connect when each opens toward the other.
 */
export function connectedToStart(board: Board): boolean[] {
  const { cols, rows, tiles } = board;
  const reached = new Array<boolean>(cols * rows).fill(false);
  const first = cellIndex(board, board.start);
  if (!isOnBoard(board, board.start.x, board.start.y)) return reached;
  reached[first] = true;
  const queue = [first];
  for (let head = 0; head < queue.length; head++) {
    const here = queue[head]!;
    const x = here % cols;
    const y = (here - x) / cols;
    const tile = tiles[here] ?? 0;
    for (const [side, name] of SIDES.entries()) {
      const { bit, dx, dy } = DIRECTIONS[name];
      if ((tile & bit) === 0 || !isOnBoard(board, x + dx, y + dy)) continue;
      const there = here + dy * cols + dx;
      const back = DIRECTIONS[SIDES[(side + 2) & 3]!].bit;
      if (reached[there] || ((tiles[there] ?? 0) & back) === 0) continue;
      reached[there] = true;
      queue.push(there);
    }
  }
  return reached;
}

/** Tiles joined to the start, the start included: the run's score. */
export function connectedCount(board: Board): number {
  return connectedToStart(board).filter(Boolean).length;
}

export function isSolved(board: Board): boolean {
  return connectedToStart(board)[cellIndex(board, board.end)] === true;
}
