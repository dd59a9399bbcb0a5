import type { Stepped, StateExtras, Status } from '../../puzzle.ts';
import { fail, ok, type Result } from '../../result.ts';
import { cellAt, CELL, wallCount, type Board, type Move } from './board.ts';
import { Maze } from './maze.ts';
import { runnerPath } from './runner.ts';

const WHAT: Record<string, string> = {
  r: 'a rock',
  s: 'a start cell',
  f: 'a finish cell',
};

/** Toggles a wall at (x, y), or says why not. Never throws. */
export function step(board: Board, move: Move, _score: number): Result<Stepped<Board>> {
  const { x, y } = move;
  const kind = cellAt(board, x, y);
  if (kind === undefined) {
    return fail('illegal_move', `(${x}, ${y}) is off the ${board.cols}x${board.rows} board.`);
  }
  if (kind !== CELL.empty && kind !== CELL.wall) {
    const what = WHAT[kind] ?? `checkpoint ${kind}`;
    return fail('illegal_move', `(${x}, ${y}) is ${what}; walls go on empty cells only.`);
  }
  const placing = kind === CELL.empty;
  if (placing && wallCount(board) >= board.walls) {
    return fail('illegal_move', `All ${board.walls} walls are placed; remove one before placing another.`);
  }
  const cells = board.cells.slice();
  cells[y * board.cols + x] = placing ? CELL.wall : CELL.empty;
  const next: Board = { ...board, cells };
  const score = new Maze(next).score();
  if (score < 0) return fail('illegal_move', `A wall at (${x}, ${y}) would leave the runner no path.`);
  return ok({ board: next, score, cost: 1 });
}

export function initialScore(board: Board): number {
  return Math.max(0, new Maze(board).score());
}

/** Reaching par solves the run, but the player may keep improving: never `stuck`. */
export function status(_board: Board, score: number, par: number | null): Status {
  return par !== null && score >= par ? 'solved' : 'playing';
}

export function progress(score: number, par: number | null): number {
  if (par === null || par <= 0) return 0;
  return Math.min(1, Math.max(0, score / par));
}

export function extras(board: Board): StateExtras {
  return { path: runnerPath(board)?.path ?? [] };
}
