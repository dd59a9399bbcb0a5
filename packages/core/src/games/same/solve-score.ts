import { CLEAR_BONUS, groupScore, type Move } from './board.ts';
import type { Grid } from './grid.ts';
import { moveOf, toMoves, type Path } from './line.ts';
import { Scan } from './scan.ts';
import type { Playouts } from './playout.ts';
import type { Budget } from './solve-rollouts.ts';

/** A line of play from the start and the points it makes (clearing bonus included). */
export interface Line {
  readonly score: number;
  readonly moves: readonly Move[];
  readonly cleared: boolean;
}

export interface ScoreSearch {
  /** The highest-scoring line seen, cleared or not. */
  best: Line | null;
  /** The highest-scoring line seen that clears the board. */
  bestClearing: Line | null;
  /** Set when a beam never had to drop a position: it saw every line, wider ones add nothing. */
  exhausted?: boolean;
}

interface Position {
  readonly grid: Grid;
  readonly score: number;
  readonly path: Path | null;
  /** The best line known on from here (cells, as playouts record them) and what it ends with. */
  readonly line: Int32Array | null;
  readonly value: number;
}

interface Candidate {
  readonly value: number;
  readonly parent: number;
  readonly first: number;
  readonly score: number;
  readonly line: Int32Array;
}

/**
 * Beam search for points, each child valued by a TabuColour playout (`playout.ts`): its
 * points so far plus the playout's. Each layer keeps the `width` best-valued children of the
 * layer before (positions met before, by hash, are dropped), and every line played to its
 * end, in the tree or by a playout, is a candidate for `search.best` (and for
 * `search.bestClearing` when it clears). The same in spirit as Cazenave's nested Monte-Carlo
 * search at level 1, which follows the best playout seen; the beam keeps several lines.
 * Like it, a kept position remembers its best line on (the playout that valued it): the child
 * that line goes through inherits it and its value instead of a fresh playout, so a good
 * line stays in the beam until a better one is found below it, not only until one unlucky
 * playout. Each position made costs `cost` work; returns false when the work ran out.
 */
export function scoreByBeam(start: Grid, shift: boolean, width: number, work: Budget, cost: number, search: ScoreSearch, playouts: Playouts, tabu: number): boolean {
  const size = start.cols * start.rows;
  const parentScan = new Scan(size, start.colors);
  const childScan = new Scan(size, start.colors);
  const scratch = start.clone();
  const stack = new Int32Array(size);
  // Positions met before, with the most points they were met with: a repeat is dropped
  // unless it brings more (so a beam that drops nothing sees every line's best).
  const seen = new Map<number, number>();
  let layer: Position[] = [{ grid: start, score: 0, path: null, line: null, value: 0 }];
  let dropped = false;
  while (layer.length > 0) {
    const candidates: Candidate[] = [];
    for (let p = 0; p < layer.length; p++) {
      const { grid, score, path, line: known } = layer[p]!;
      parentScan.run(grid, shift);
      // The child that the position's best known line goes through keeps that line.
      const follow = known && known.length > 0 ? parentScan.label[known[0]!]! : -1;
      for (let m = 0; m < parentScan.moveCount; m++) {
        const id = parentScan.moves[m]!;
        work.nodes += cost;
        if (work.nodes > work.limit) return false;
        const first = parentScan.first[id]!;
        const gained = score + groupScore(parentScan.size[id]!);
        scratch.copyFrom(grid);
        scratch.removeGroupAt(first, shift, stack);
        childScan.run(scratch, shift);
        if (childScan.moveCount === 0) {
          const cleared = scratch.blocks === 0;
          finish(search, gained + (cleared ? CLEAR_BONUS : 0), cleared, { move: moveOf(grid, first), prev: path });
          continue;
        }
        if ((seen.get(childScan.hash) ?? -1) >= gained) continue;
        seen.set(childScan.hash, gained);
        if (id === follow) {
          candidates.push({ value: layer[p]!.value, parent: p, first, score: gained, line: known!.subarray(1) });
          continue;
        }
        // The child's worth: its points so far and those of one playout from it.
        const value = gained + playouts.play(scratch, shift, tabu, work, cost);
        if (improves(search, value, playouts.cleared)) {
          let line: Path = { move: moveOf(grid, first), prev: path };
          const replay = scratch.clone();
          for (let k = 0; k < playouts.length; k++) {
            const cell = playouts.cells[k]!;
            line = { move: moveOf(replay, cell), prev: line };
            replay.removeGroupAt(cell, shift, stack);
          }
          finish(search, value, replay.blocks === 0, line);
        }
        candidates.push({ value, parent: p, first, score: gained, line: playouts.cells.slice(0, playouts.length) });
      }
    }
    // Array sort is stable, so ties keep generation order and the search stays deterministic.
    candidates.sort((a, b) => b.value - a.value);
    if (candidates.length > width) dropped = true;
    layer = candidates.slice(0, width).map(({ parent, first, score, line, value }) => {
      const from = layer[parent]!;
      const grid = from.grid.clone();
      grid.removeGroupAt(first, shift, stack);
      return { grid, score, path: { move: moveOf(from.grid, first), prev: from.path }, line, value };
    });
  }
  if (!dropped) search.exhausted = true;
  return true;
}

/** One playout from the start: a first line, however small the budget. */
export function playOnce(start: Grid, shift: boolean, search: ScoreSearch, playouts: Playouts, tabu: number, work: Budget, cost: number): void {
  const stack = new Int32Array(start.cols * start.rows);
  const score = playouts.play(start, shift, tabu, work, cost);
  const replay = start.clone();
  let line: Path | null = null;
  for (let k = 0; k < playouts.length; k++) {
    const cell = playouts.cells[k]!;
    line = { move: moveOf(replay, cell), prev: line };
    replay.removeGroupAt(cell, shift, stack);
  }
  if (line) finish(search, score, playouts.cleared, line);
}

/** The points `moves` make from `start` (clearing bonus included), by the compact grid. */
export function lineScore(start: Grid, moves: readonly Move[], shift: boolean): number {
  const grid = start.clone();
  const stack = new Int32Array(grid.cols * grid.rows);
  let score = 0;
  for (const move of moves) {
    const before = grid.blocks;
    grid.removeGroupAt(grid.cellOf(move), shift, stack);
    score += groupScore(before - grid.blocks);
  }
  return score + (grid.blocks === 0 ? CLEAR_BONUS : 0);
}

/** Takes `found`'s lines into `into` where they score more. */
export function mergeSearch(into: ScoreSearch, found: ScoreSearch): void {
  if (found.best && (into.best === null || found.best.score > into.best.score)) into.best = found.best;
  const clearing = found.bestClearing;
  if (clearing && (into.bestClearing === null || clearing.score > into.bestClearing.score)) into.bestClearing = clearing;
}

/** Whether a line of `score` would be a new best, or a new best clearing. */
function improves(search: ScoreSearch, score: number, cleared: boolean): boolean {
  const better = (line: Line | null) => line === null || score > line.score;
  return better(search.best) || (cleared && better(search.bestClearing));
}

function finish(search: ScoreSearch, score: number, cleared: boolean, path: Path): void {
  if (!improves(search, score, cleared)) return;
  const line: Line = { score, moves: toMoves(path), cleared };
  if (search.best === null || score > search.best.score) search.best = line;
  if (cleared && (search.bestClearing === null || score > search.bestClearing.score)) search.bestClearing = line;
}
