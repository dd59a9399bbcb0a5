import type { Generated } from '../../puzzle.ts';
import type { Rng } from '../../random/rng.ts';
import { CELL, CHECKPOINTS, type Board, type CellKind, type Move } from './board.ts';
import { Maze } from './maze.ts';
import { isPreset, PRESET_SPECS, type ExplicitParams, type Params } from './params.ts';

/** Redraws before giving up on rocks: a blocked layout is rare, so this is a safety net only. */
const MAX_ATTEMPTS = 1000;

/** The concrete sizes of one board: presets draw their counts and rock density from the seed. */
export function drawSizes(rng: Rng, params: Params): ExplicitParams {
  if (!isPreset(params)) return params;
  const spec = PRESET_SPECS[params.preset];
  const walls = rng.int(spec.walls[0], spec.walls[1]);
  const checkpoints = rng.int(spec.checkpoints[0], spec.checkpoints[1]);
  const percent = rng.int(spec.rockPercent[0], spec.rockPercent[1]);
  return { cols: spec.cols, rows: spec.rows, walls, checkpoints, rocks: percent / 100 };
}

/** How many rocks a board of these sizes gets (rounded down, so the density never exceeds `rocks`). */
export function rockCount(sizes: ExplicitParams): number {
  return Math.floor((Math.round(sizes.rocks * 100) * sizes.cols * sizes.rows) / 100);
}

/**
 * Version 1: starts fill the left column and finishes the right one; rocks, then checkpoints
 * A, B, ... go on random inner cells; the whole draw is repeated (same rng) until the runner
 * has a path.
 */
export function generate(rng: Rng, params: Params, version: number): Generated<Board, Move> {
  if (version !== 1) throw new RangeError(`walls has no generator v${version}`);
  const sizes = drawSizes(rng, params);
  const rocks = rockCount(sizes);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const board = draw(rng, sizes, rocks);
    if (new Maze(board).score() >= 0) return { board };
  }
  // Unreachable in practice; without rocks every layout has a path, so this always ends.
  return { board: draw(rng, sizes, 0) };
}

function draw(rng: Rng, sizes: ExplicitParams, rocks: number): Board {
  const { cols, rows, walls, checkpoints } = sizes;
  const cells: CellKind[] = [];
  const inner: number[] = [];
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      const edge = x === 0 ? CELL.start : x === cols - 1 ? CELL.finish : CELL.empty;
      cells.push(edge);
      if (edge === CELL.empty) inner.push(y * cols + x);
    }
  }
  rng.shuffle(inner);
  // rocks <= 30% of all cells <= half the inner cells, so checkpoints (<= 5) always fit.
  inner.slice(0, rocks).forEach((i) => (cells[i] = CELL.rock));
  inner.slice(rocks, rocks + checkpoints).forEach((i, k) => (cells[i] = CHECKPOINTS[k]!));
  return { cols, rows, walls, cells };
}
