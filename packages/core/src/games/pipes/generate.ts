import type { Generated } from '../../puzzle.ts';
import type { Rng } from '../../random/rng.ts';
import type { Board, Move } from './board.ts';
import { isSolved } from './board.ts';
import { DIRECTIONS, END_TILE, PIPE_TILES, SIDES, START_TILE, rotateCW } from './directions.ts';
import type { Params } from './params.ts';

/** Re-rotations tried before the fallback; each has at least a 1 in 4 chance to do. */
const MAX_REROTATIONS = 1000;

/**
 * Version 1 (docs/games/pipes.md#generation): a random self-avoiding path from the start to the end, its tiles
 * the pieces it needs, random pieces elsewhere, then every pipe turned at random until the
 * board is not already solved.
 */
export function generatePipes(rng: Rng, params: Params, version: number): Generated<Board, Move> {
  if (version !== 1) throw new RangeError(`pipes has no generator v${version}`);
  const { cols, rows } = params;
  const start = { x: 0, y: rng.int(0, rows - 1) };
  const end = { x: cols - 1, y: rng.int(0, rows - 1) };
  const tiles = new Array<number>(cols * rows).fill(0);
  const fill = rng.fork('fill');
  for (let i = 0; i < tiles.length; i++) tiles[i] = fill.pick(PIPE_TILES);
  for (const [cell, openings] of randomPath(rng.fork('path'), params, start.y, end.y)) tiles[cell] = openings;
  tiles[start.y * cols] = START_TILE;
  tiles[end.y * cols + cols - 1] = END_TILE;

  const laid: Board = { cols, rows, start, end, tiles };
  const turner = rng.fork('rotate');
  for (let attempt = 0; attempt < MAX_REROTATIONS; attempt++) {
    const board = { ...laid, tiles: laid.tiles.map((tile, cell) => (isFixed(laid, cell) ? tile : turn(tile, turner.int(0, 3)))) };
    if (!isSolved(board)) return { board };
  }
  // Unreachable in practice; a tile beside the start that does not face it keeps it unsolved.
  const board = { ...laid, tiles: [...laid.tiles] };
  while (((board.tiles[start.y * cols + 1] ?? 0) & DIRECTIONS.W.bit) !== 0) {
    board.tiles[start.y * cols + 1] = rotateCW(board.tiles[start.y * cols + 1] ?? 0);
  }
  return { board };
}

function isFixed(board: Board, cell: number): boolean {
  return cell === board.start.y * board.cols || cell === board.end.y * board.cols + board.cols - 1;
}

function turn(tile: number, quarterTurns: number): number {
  let turned = tile;
  for (let i = 0; i < quarterTurns; i++) turned = rotateCW(turned);
  return turned;
}

/**
 * Randomised depth-first search from the start's east neighbour to the end's west
 * neighbour, never through the start or end cells. Cells stay marked after backtracking, so
 * it takes linear time; the stack is a simple path when the target is reached (the target
 * is always reachable: the board minus two edge cells stays connected).
 * Returns each path cell with the openings it needs.
 */
function randomPath(rng: Rng, params: Params, startY: number, endY: number): Map<number, number> {
  const { cols, rows } = params;
  const startCell = startY * cols;
  const endCell = endY * cols + cols - 1;
  const source = startCell + 1;
  const target = endCell - 1;
  const seen = new Uint8Array(cols * rows);
  seen[startCell] = 1;
  seen[endCell] = 1;
  seen[source] = 1;
  const stack = [source];
  while (stack[stack.length - 1] !== target) {
    const here = stack[stack.length - 1]!;
    const x = here % cols;
    const y = (here - x) / cols;
    const open = SIDES.map((name) => DIRECTIONS[name]).filter(({ dx, dy }) => {
      const nx = x + dx;
      const ny = y + dy;
      return nx >= 0 && ny >= 0 && nx < cols && ny < rows && seen[ny * cols + nx] === 0;
    });
    if (open.length === 0) {
      stack.pop();
      continue;
    }
    const { dx, dy } = rng.pick(open);
    const next = here + dy * cols + dx;
    seen[next] = 1;
    stack.push(next);
  }
  const path = [startCell, ...stack, endCell];
  const openings = new Map<number, number>();
  for (let i = 1; i < path.length - 1; i++) {
    openings.set(path[i]!, sideToward(cols, path[i]!, path[i - 1]!) | sideToward(cols, path[i]!, path[i + 1]!));
  }
  return openings;
}

/** The opening bit of `from` that faces its orthogonal neighbour `to`. */
function sideToward(cols: number, from: number, to: number): number {
  if (to === from - cols) return DIRECTIONS.N.bit;
  if (to === from + 1) return DIRECTIONS.E.bit;
  if (to === from + cols) return DIRECTIONS.S.bit;
  return DIRECTIONS.W.bit;
}
