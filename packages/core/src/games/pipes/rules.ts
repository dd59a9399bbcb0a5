import type { Status, Stepped } from '../../puzzle.ts';
import { fail, ok, refuse, type Result } from '../../result.ts';
import { connectedCount, connectedToStart, isOnBoard, type Board, type Move } from './board.ts';
import { rotateCCW, rotateCW } from './directions.ts';

/** One quarter turn of one pipe tile; the start and end are fixed. Never throws. */
export function stepPipes(board: Board, move: Move): Result<Stepped<Board>> {
  const { x, y, turn } = move;
  if (!isOnBoard(board, x, y)) {
    return fail('illegal_move', `There is no tile at (${x}, ${y}): the board is ${board.cols} x ${board.rows}.`);
  }
  if (x === board.start.x && y === board.start.y) return refuse('The start tile does not rotate.', 'pipes.fixed', { end: 'start' });
  if (x === board.end.x && y === board.end.y) return refuse('The end tile does not rotate.', 'pipes.fixed', { end: 'end' });
  const cell = y * board.cols + x;
  const tile = board.tiles[cell] ?? 0;
  const tiles = [...board.tiles];
  tiles[cell] = turn === 'cw' ? rotateCW(tile) : rotateCCW(tile);
  const next = { ...board, tiles };
  return ok({ board: next, score: connectedCount(next), cost: 1 });
}

export function statusOf(board: Board): Status {
  return connectedToStart(board)[board.end.y * board.cols + board.end.x] ? 'solved' : 'playing';
}

/**
 * Tiles joined to the start against those plus the fewest cells still between them and the
 * end (a lower bound on the chain still to build): 1 exactly when solved.
 */
export function progressOf(board: Board): number {
  const reached = connectedToStart(board);
  const { cols, end } = board;
  if (reached[end.y * cols + end.x]) return 1;
  let joined = 0;
  let still = cols + board.rows;
  reached.forEach((isJoined, cell) => {
    if (!isJoined) return;
    joined++;
    const x = cell % cols;
    still = Math.min(still, Math.abs(end.x - x) + Math.abs(end.y - (cell - x) / cols));
  });
  return joined / (joined + still);
}
