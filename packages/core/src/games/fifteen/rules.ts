import { z } from 'zod';
import type { Status, Stepped } from '../../puzzle.ts';
import { fail, ok, refuse, type Result } from '../../result.ts';
import { GAP, isSolved, manhattan, tilesHome, type Board } from './board.ts';

/** docs/games/fifteen.md#moves: the cell whose tiles slide toward the gap. */
export interface Move {
  readonly x: number;
  readonly y: number;
}

export const moveSchema: z.ZodType<Move, unknown> = z.strictObject({
  x: z.number().int(),
  y: z.number().int(),
});

export function initialScore(board: Board): number {
  return tilesHome(board.tiles);
}

/**
 * Slides every tile between the chosen cell and the gap one step toward the gap; the gap
 * ends on the chosen cell. Costs one move per tile slid (docs/games/fifteen.md#moves).
 */
export function step(board: Board, move: Move): Result<Stepped<Board>> {
  const { size, tiles } = board;
  const { x, y } = move;
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= size || y >= size) {
    return fail('illegal_move', `(${x}, ${y}) is off the ${size}x${size} board.`);
  }
  const gap = tiles.indexOf(GAP);
  if (gap < 0) return fail('illegal_move', 'This board has no gap.');
  const gx = gap % size;
  const gy = Math.floor(gap / size);
  if (x === gx && y === gy) return refuse('That is the gap; pick a tile in its row or column.', 'fifteen.gap');
  if (x !== gx && y !== gy) return refuse('Only tiles in the same row or column as the gap can slide.', 'fifteen.not_in_line');

  const next = [...tiles];
  const stride = x === gx ? size : 1;
  const target = y * size + x;
  const dir = target > gap ? stride : -stride;
  for (let cell = gap; cell !== target; cell += dir) next[cell] = next[cell + dir]!;
  next[target] = GAP;
  const cost = Math.abs(target - gap) / stride;
  return ok({ board: { size, tiles: next }, score: tilesHome(next), cost });
}

export function status(board: Board): Status {
  return isSolved(board.tiles) ? 'solved' : 'playing';
}

/** How much of the starting Manhattan distance is gone; 1 exactly when solved. */
export function progress(board: Board, start: Board): number {
  if (isSolved(board.tiles)) return 1;
  const from = manhattan(start.size, start.tiles);
  if (from === 0) return 0;
  // Below 1 whenever unsolved: an unsolved board has some tile away from home.
  return Math.min(1, Math.max(0, 1 - manhattan(board.size, board.tiles) / from));
}
