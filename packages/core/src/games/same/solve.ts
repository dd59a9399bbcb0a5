import type { Solution, SolveBudget } from '../../puzzle.ts';
import type { Board, Move } from './board.ts';
import { isClearable } from './clearable.ts';
import { Grid } from './grid.ts';
import type { Params } from './params.ts';
import { clearByBeam } from './solve-beam.ts';
import { clearByRollouts, type Budget } from './solve-rollouts.ts';
import { Playouts } from './playout.ts';
import { refineBestLine } from './solve-refine.ts';
import { lineScore, playOnce, type Line, type ScoreSearch } from './solve-score.ts';
import { scoreByWidths } from './solve-widths.ts';
import { DEFAULT_MAX_NODES, DEFAULT_SCORE_NODES } from './solve-limits.ts';

export { DEFAULT_MAX_NODES, DEFAULT_SCORE_NODES, HINT_MAX_NODES, BEST_SCORE_NODES } from './solve-limits.ts';

/** Boards this small are searched breadth-first: the clearing found is a shortest one. */
const EXHAUSTIVE_BLOCKS = 16;

/** Part of the work given to random playouts after the first, narrowest beam. */
const ROLLOUT_SHARE = 0.3;

/**
 * The share of a big search's work (past par's default) kept for re-searching the best
 * line's suffixes (`refineBestLine`) after the beams from the start. On the standard set the
 * beams from the start had stopped gaining with more work (34M units made 68,322 points,
 * 28M 68,418); with half the same 28M kept for six suffixes, 70,594 (20 / 20 cleared). Trials
 * at 28M: 2/5 of it over four suffixes made 69,601, 3/5 over eight 67,954 (per board the
 * scores move by a tenth or more from one setting to the next, so these are rough).
 */
const REFINE_SHARE = 0.5;

/** How many suffixes of the best line are re-searched, from evenly spaced depths. */
const REFINE_STEPS = 6;

const NONE: Solution<Move> = { par: null, optimal: false, moves: [] };

/**
 * A known clearing of the board within the work bound, else par null, and the best score
 * found. First a clearing is looked for (`findClearing`), then points are searched for by
 * beams of doubling width (`scoreByWidths`) with the rest of the work (a big search keeps a
 * share of it for re-searching the best line's suffixes, `refineBestLine`); par is the
 * highest-scoring clearing known, so hints lead to a good score too. Tiny boards get a
 * shortest clearing instead.
 */
export function solve(board: Board, params: Pick<Params, 'shift'>, budget?: SolveBudget): Solution<Move> {
  const limit = budget?.maxNodes ?? DEFAULT_MAX_NODES + DEFAULT_SCORE_NODES;
  const grid = Grid.fromBoard(board);
  if (grid.blocks === 0) return { par: 0, optimal: true, moves: [], best: { score: 0, moves: [] } };
  const work: Budget = { nodes: 0, limit: Math.min(limit, DEFAULT_MAX_NODES) };
  const clearing = isClearable(board, params.shift) ? findClearing(grid, params.shift, work) : null;
  const search: ScoreSearch = { best: null, bestClearing: null };
  if (clearing) {
    const line: Line = { score: lineScore(grid, clearing.moves, params.shift), moves: clearing.moves, cleared: true };
    search.best = line;
    search.bestClearing = line;
  }
  const points: Budget = { nodes: work.nodes, limit };
  const cost = 1 + (grid.blocks >> 7);
  // TabuColour: one colour is kept for last. The one with the most blocks is the usual
  // choice, but on some boards the runner-up gathers better, so the narrow beams try both
  // and the wider ones (most of the work) go on with the one that scored more.
  const tabus = tabuColours(grid.perColor());
  const playouts = new Playouts(grid.cols, grid.rows, seedOf(grid.key()));
  playOnce(grid, params.shift, search, playouts, tabus[0]!, points, cost);
  // Par's default work all goes to beams from the start; a bigger search keeps a share for
  // re-searching the best line's suffixes.
  const refine = limit > DEFAULT_MAX_NODES + DEFAULT_SCORE_NODES ? REFINE_SHARE : 0;
  const main: Budget = { nodes: points.nodes, limit: points.nodes + (points.limit - points.nodes) * (1 - refine) };
  const tabu = scoreByWidths(grid, params.shift, main, cost, search, playouts, tabus);
  points.nodes = main.nodes;
  if (refine > 0) {
    refineBestLine(grid, params.shift, search, points, REFINE_STEPS, (at, work, own) => {
      scoreByWidths(at, params.shift, work, cost, own, playouts, [tabu]);
    });
  }
  const best = search.best ? { best: { score: search.best.score, moves: search.best.moves } } : {};
  // A shortest clearing (tiny boards) stays par: it is proven best in moves.
  if (clearing?.optimal) return { par: clearing.moves.length, optimal: true, moves: clearing.moves, ...best };
  const par = search.bestClearing;
  return par ? { par: par.moves.length, optimal: false, moves: par.moves, ...best } : { ...NONE, ...best };
}

/** The two colours with the most blocks (one when only one colour is left), most first. */
function tabuColours(counts: readonly number[]): number[] {
  const order = counts.map((_, c) => c).sort((a, b) => counts[b]! - counts[a]! || a - b);
  return order.slice(0, 2).filter((c) => counts[c]! > 0);
}

/** FNV-1a of the position's key: the playouts' seed, so the same board plays the same. */
function seedOf(key: string): number {
  let hash = 2166136261;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 16777619);
  return hash;
}

interface Clearing {
  readonly moves: Move[];
  readonly optimal: boolean;
}

/**
 * A clearing within the work bound: breadth-first on tiny boards (a shortest one), else
 * beam searches of doubling width (a narrow one is cheap and often enough, each wider one
 * sees more of the tree), with a share of random playouts after the first; the first
 * clearing found wins.
 */
function findClearing(grid: Grid, shift: boolean, work: Budget): Clearing | null {
  if (grid.blocks <= EXHAUSTIVE_BLOCKS) {
    const shortest = shortestClearing(grid, shift, work);
    if (shortest !== undefined) return shortest ? { moves: shortest, optimal: true } : null;
  }
  const cost = 1 + (grid.blocks >> 7);
  for (let width = 1; work.nodes < work.limit; width *= 2) {
    const found = clearByBeam(grid, shift, width, work, cost);
    if (found === 'impossible') return null;
    if (found === 'spent') break;
    if (found !== 'missed') return { moves: found, optimal: false };
    if (width === 1) {
      // Playouts are blind but cheap, and on big boards with many colours they often clear
      // what a narrow beam misses; a share of the work, so wider beams still get their turn.
      const share: Budget = { nodes: work.nodes, limit: Math.min(work.limit, work.nodes + work.limit * ROLLOUT_SHARE) };
      const played = clearByRollouts(grid, shift, share, cost);
      work.nodes = share.nodes;
      if (played) return { moves: played, optimal: false };
    }
  }
  return null;
}

/**
 * Breadth-first search over positions: the shortest clearing, null when none exists, or
 * undefined when the work ran out first.
 */
export function shortestClearing(start: Grid, shift: boolean, work: Budget): Move[] | null | undefined {
  const label = new Int32Array(start.cols * start.rows);
  const stack = new Int32Array(start.cols * start.rows);
  const seen = new Set<string>([start.key()]);
  let layer: { grid: Grid; moves: Move[] }[] = [{ grid: start, moves: [] }];
  while (layer.length > 0) {
    const next: typeof layer = [];
    for (const { grid, moves } of layer) {
      for (const group of grid.groups(label, stack)) {
        if (++work.nodes > work.limit) return undefined;
        const child = grid.clone();
        child.remove(group.cells, shift);
        const key = child.key();
        if (seen.has(key)) continue;
        seen.add(key);
        const first = group.cells[0]!;
        const x = (first / grid.rows) | 0;
        const path = [...moves, grid.moveAt(x, first - x * grid.rows)];
        if (child.blocks === 0) return path;
        next.push({ grid: child, moves: path });
      }
    }
    layer = next;
  }
  return null;
}
