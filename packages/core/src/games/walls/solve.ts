import type { Solution, SolveBudget } from '../../puzzle.ts';
import { rngFromSeed } from '../../random/rng.ts';
import { CELL, wallCount, withoutWalls, type Board, type Move } from './board.ts';
import { writeDescribed } from './describe.ts';
import { Maze } from './maze.ts';
import { exhaustive, type Layout } from './solve-exhaustive.ts';
import { heatBath } from './solve-heatbath.ts';
import { DEFAULT_MAX_NODES } from './solve-limits.ts';

export { DEFAULT_MAX_NODES, HINT_MAX_NODES } from './solve-limits.ts';

/** The proof attempt gets this share of the budget before the heuristic takes over. */
const EXHAUSTIVE_SHARE = 0.25;

/**
 * The best wall layout found for `board`, and the toggles from `board` to it (removals first).
 * The search starts from the board without its walls and is seeded by that board, so a
 * hint from any position leads toward the same layout; the player's own layout is kept
 * when it beats the search.
 */
export function solve(board: Board, budget?: SolveBudget): Solution<Move> {
  const maxNodes = Math.max(1, Math.floor(budget?.maxNodes ?? DEFAULT_MAX_NODES));
  const base = withoutWalls(board);
  const found = bestLayout(base, maxNodes);
  const mazeNow = new Maze(board);
  const scoreNow = mazeNow.score();
  if (found.layout.score < 0) return { par: null, optimal: false, moves: [] };
  if (scoreNow > found.layout.score) return { par: scoreNow, optimal: false, moves: [] };
  const maze = new Maze(base);
  const target = new Set(found.layout.walls.map((p) => maze.unpadded(p)));
  const removals: Move[] = [];
  const placements: Move[] = [];
  board.cells.forEach((kind, i) => {
    const move = { x: i % board.cols, y: Math.floor(i / board.cols) };
    if (kind === CELL.wall && !target.has(i)) removals.push(move);
    if (kind !== CELL.wall && target.has(i)) placements.push(move);
  });
  return { par: found.layout.score, optimal: found.optimal, moves: [...removals, ...placements] };
}

/** The search on a board without walls, `maxNodes` cells of work: exhaustive when it fits, else heuristic. */
export function bestLayout(base: Board, maxNodes: number): { layout: Layout; optimal: boolean } {
  if (wallCount(base) > 0) throw new RangeError('bestLayout expects a board without walls');
  const maze = new Maze(base);
  // The proof counts runner evaluations; one costs about what it costs on the empty board.
  const cellsPerEvaluation = Math.max(1, maze.score() >= 0 ? maze.work.cells : 1);
  const proven = exhaustive(maze, base.walls, Math.floor((maxNodes * EXHAUSTIVE_SHARE) / cellsPerEvaluation));
  if (proven) return { layout: filled(base, proven.layout), optimal: true };
  const rng = rngFromSeed(`walls-solver:${writeDescribed(base)}`);
  const searched = heatBath(new Maze(base), base.walls, rng, maxNodes);
  return { layout: filled(base, searched.layout), optimal: false };
}

/**
 * The layout with the rest of the budget spent on the first cells that block nothing.
 * Walls never shorten the path, so the score cannot drop; and a solution always has moves
 * (a hint) when some wall can be placed, even on a board that no wall lengthens.
 */
function filled(base: Board, layout: Layout): Layout {
  const maze = new Maze(base);
  const walls = layout.walls.slice();
  for (const p of walls) maze.setWall(p, true);
  for (let i = 0; i < maze.free.length && walls.length < base.walls; i++) {
    const p = maze.free[i]!;
    if (maze.blocked[p] === 1) continue;
    maze.setWall(p, true);
    if (maze.score() < 0) maze.setWall(p, false);
    else walls.push(p);
  }
  return { walls, score: maze.score() };
}
