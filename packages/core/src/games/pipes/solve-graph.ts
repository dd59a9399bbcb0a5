import type { Board } from './board.ts';
import { DIRECTIONS, SIDES, turnsBetween } from './directions.ts';

/** Cost of an impossible step (a straight cannot turn, a corner cannot go straight). */
export const NO_STEP = 255;
export const UNREACHABLE = 0x3fffffff;
export const EAST = 1;
export const WEST = 3;

/**
 * The board as a graph for the solver, in typed arrays. A state is (cell, entry side): the
 * chain has reached `cell` through its side `entry` (sides 0..3 clockwise from N). Leaving by
 * side `exit` needs the tile turned to open exactly `entry` and `exit`; that costs the fewest
 * quarter turns, `stepCost[(cell * 4 + entry) * 4 + exit]`.
 */
export interface PipeGraph {
  readonly cols: number;
  readonly cells: number;
  readonly start: number;
  readonly end: number;
  /** Where the chain enters first: the start's east neighbour, through its west side. */
  readonly first: number;
  /** `neighbour[cell * 4 + side]`, or -1 off the board. */
  readonly neighbour: Int32Array;
  readonly stepCost: Uint8Array;
  /**
   * Fewest turns from each state to the end, ignoring that the chain may not cross itself
   * (backward Dijkstra): an admissible, consistent heuristic for the exact search.
   */
  readonly toEnd: Int32Array;
}

export function pipeGraph(board: Board): PipeGraph {
  const { cols, rows, tiles } = board;
  const cells = cols * rows;
  const start = board.start.y * cols + board.start.x;
  const end = board.end.y * cols + board.end.x;
  const neighbour = new Int32Array(cells * 4).fill(-1);
  const stepCost = new Uint8Array(cells * 16).fill(NO_STEP);
  for (let cell = 0; cell < cells; cell++) {
    const x = cell % cols;
    const y = (cell - x) / cols;
    for (const [side, name] of SIDES.entries()) {
      const { dx, dy } = DIRECTIONS[name];
      const nx = x + dx;
      const ny = y + dy;
      if (nx >= 0 && ny >= 0 && nx < cols && ny < rows) neighbour[cell * 4 + side] = ny * cols + nx;
    }
    if (cell === start || cell === end) continue;
    for (let entry = 0; entry < 4; entry++) {
      for (let exit = 0; exit < 4; exit++) {
        if (exit === entry) continue;
        const turns = turnsBetween(tiles[cell] ?? 0, (1 << entry) | (1 << exit));
        if (turns) stepCost[(cell * 4 + entry) * 4 + exit] = turns.turns;
      }
    }
  }
  const graph = { cols, cells, start, end, first: start + 1, neighbour, stepCost };
  return { ...graph, toEnd: distancesToEnd(graph) };
}

/**
 * Dial's bucketed Dijkstra, run backward from "arrived at the end through its west side".
 * Step costs are 0..2, so distances stay below 2 * cells + 2 buckets.
 */
function distancesToEnd(graph: Omit<PipeGraph, 'toEnd'>): Int32Array {
  const { cells, start, end, neighbour, stepCost } = graph;
  const toEnd = new Int32Array(cells * 4).fill(UNREACHABLE);
  const buckets: number[][] = [[end * 4 + WEST]];
  toEnd[end * 4 + WEST] = 0;
  for (let distance = 0; distance < buckets.length; distance++) {
    const bucket = buckets[distance];
    if (!bucket) continue;
    for (let i = 0; i < bucket.length; i++) {
      const state = bucket[i]!;
      if (toEnd[state] !== distance) continue;
      const there = state >> 2;
      const arrivedBy = state & 3;
      // The predecessor sits on the side we arrived through, and left by the opposite side.
      const here = neighbour[there * 4 + arrivedBy]!;
      if (here < 0 || here === start || here === end) continue;
      const exit = (arrivedBy + 2) & 3;
      for (let entry = 0; entry < 4; entry++) {
        const cost = stepCost[(here * 4 + entry) * 4 + exit]!;
        if (cost === NO_STEP) continue;
        const next = distance + cost;
        if (next < toEnd[here * 4 + entry]!) {
          toEnd[here * 4 + entry] = next;
          (buckets[next] ??= []).push(here * 4 + entry);
        }
      }
    }
  }
  return toEnd;
}
