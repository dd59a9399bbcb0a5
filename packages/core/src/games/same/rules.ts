import type { Status } from '../../puzzle.ts';
import { fail, ok, refuse, type Result } from '../../result.ts';
import { blockCounts, cellAt, collapse, groupAt, hasMove, removalPoints, type Board, type Move } from './board.ts';
import type { Params } from './params.ts';

export interface SameStepped {
  readonly board: Board;
  readonly score: number;
  readonly cost: number;
}

/** Removes the group at the move's cell (docs/games/same.md#moves). Never throws. */
export function step(board: Board, move: Move, score: number, params: Pick<Params, 'shift'>): Result<SameStepped> {
  const { x, y } = move;
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= board.cols || y >= board.rows) {
    return fail('illegal_move', `(${x}, ${y}) is outside the ${board.cols}x${board.rows} board.`);
  }
  if (cellAt(board, x, y) === null) return refuse(`(${x}, ${y}) is an empty cell.`, 'same.empty', { x, y });
  const group = groupAt(board, x, y);
  if (group.length < 2) {
    return refuse(`The block at (${x}, ${y}) has no neighbour of its colour: only groups of 2 or more can be removed.`, 'same.alone', { x, y });
  }
  const next = collapse(board, group, params.shift);
  const cleared = next.cells.every((cell) => cell === null);
  return ok({ board: next, score: score + removalPoints(group.length, cleared), cost: 1 });
}

export function status(board: Board): Status {
  if (board.cells.every((cell) => cell === null)) return 'solved';
  return hasMove(board) ? 'playing' : 'stuck';
}

/** Fraction of the starting blocks removed. */
export function progress(board: Board, start: Board): number {
  const initial = blockCounts(start).total;
  if (initial === 0) return 1;
  return (initial - blockCounts(board).total) / initial;
}
