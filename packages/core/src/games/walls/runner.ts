import type { Cell } from '../../puzzle.ts';
import type { Board } from './board.ts';
import { Maze } from './maze.ts';

export interface RunnerPath {
  /** Every cell the runner stands on, its starting cell first. */
  readonly path: Cell[];
  /** Moves made: `path.length - 1`. This is the score. */
  readonly length: number;
}

/**
 * The runner of docs/games/walls.md#the-runner: shortest legs start → A → B → ... → finish, ties broken
 * up, right, down, left, the topmost of equally near starts. Null when walls cut it off.
 */
export function runnerPath(board: Board): RunnerPath | null {
  const maze = new Maze(board);
  const out = new Int32Array(maze.pathCapacity());
  const count = maze.walk(out);
  if (count < 0) return null;
  const path: Cell[] = [];
  for (let i = 0; i < count; i++) {
    const p = out[i]!;
    path.push({ x: (p % maze.width) - 1, y: Math.floor(p / maze.width) - 1 });
  }
  return { path, length: count - 1 };
}

/** The runner's score, or -1 when there is no path. */
export function runnerScore(board: Board): number {
  return new Maze(board).score();
}
