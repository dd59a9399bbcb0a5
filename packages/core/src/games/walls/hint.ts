import { CELL, type Board, type Move } from './board.ts';
import { Maze } from './maze.ts';

/**
 * The next toggle from `board` toward `target`, the layout of the known solution: a layout
 * is a set of walls, reached in any order, so no search is needed from any position. Walls
 * the target lacks go first (removing one never blocks the path), then the target's walls
 * still missing (every subset of a layout with a path keeps that path). Null when the board
 * is the target already, or its path is longer than the target's: no better layout is known.
 */
export function hintToward(board: Board, target: Board): Move | null {
  if (board.cols !== target.cols || board.rows !== target.rows) return null;
  if (new Maze(board).score() > new Maze(target).score()) return null;
  const at = (i: number): Move => ({ x: i % board.cols, y: Math.floor(i / board.cols) });
  const extra = board.cells.findIndex((kind, i) => kind === CELL.wall && target.cells[i] !== CELL.wall);
  if (extra >= 0) return at(extra);
  const missing = board.cells.findIndex((kind, i) => kind !== CELL.wall && target.cells[i] === CELL.wall);
  return missing >= 0 ? at(missing) : null;
}
