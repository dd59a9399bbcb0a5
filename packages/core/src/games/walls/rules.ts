import type { Stepped, StateExtras, Status } from '../../puzzle.ts';
import { fail, ok, refuse, type Result } from '../../result.ts';
import { cellAt, CELL, wallCount, type Board, type Move } from './board.ts';
import { Maze } from './maze.ts';
import { runnerPath } from './runner.ts';

/** What a cell that takes no wall is, in the English sentence and as the reason's value. */
const WHAT: Record<string, { readonly words: string; readonly what: string }> = {
  r: { words: 'a rock', what: 'rock' },
  s: { words: 'a start cell', what: 'start' },
  f: { words: 'a finish cell', what: 'finish' },
};

/** Toggles a wall at (x, y), or says why not. Never throws. */
export function step(board: Board, move: Move, _score: number): Result<Stepped<Board>> {
  const { x, y } = move;
  const kind = cellAt(board, x, y);
  if (kind === undefined) {
    return fail('illegal_move', `(${x}, ${y}) is off the ${board.cols}x${board.rows} board.`);
  }
  if (kind !== CELL.empty && kind !== CELL.wall) {
    const { words, what } = WHAT[kind] ?? { words: `checkpoint ${kind}`, what: 'checkpoint' };
    return refuse(`(${x}, ${y}) is ${words}; walls go on empty cells only.`, 'walls.not_empty', { x, y, what, checkpoint: kind });
  }
  const placing = kind === CELL.empty;
  if (placing && wallCount(board) >= board.walls) {
    return refuse(`All ${board.walls} walls are placed; remove one before placing another.`, 'walls.all_placed', { walls: board.walls });
  }
  const cells = board.cells.slice();
  cells[y * board.cols + x] = placing ? CELL.wall : CELL.empty;
  const next: Board = { ...board, cells };
  const score = new Maze(next).score();
  if (score < 0) return refuse(`A wall at (${x}, ${y}) would leave the runner no path.`, 'walls.blocks_path', { x, y });
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
