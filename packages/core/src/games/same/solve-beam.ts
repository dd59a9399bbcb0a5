import type { Move } from './board.ts';
import type { Grid } from './grid.ts';
import { estimate } from './heuristic.ts';
import { moveOf, toMoves, type Path } from './line.ts';
import { Scan } from './scan.ts';
import type { Budget } from './solve-rollouts.ts';

interface Position {
  readonly grid: Grid;
  readonly path: Path | null;
}

interface Candidate {
  readonly score: number;
  readonly parent: number;
  /** One cell of the group to remove from the parent. */
  readonly first: number;
}

/**
 * A clearing; `impossible` when the beam died out without ever dropping a position for
 * want of width (so every position reachable was tried); `missed` when it died out after
 * dropping some; `spent` when the work ran out.
 */
export type BeamResult = Move[] | 'impossible' | 'missed' | 'spent';

/**
 * Beam search (as used for SameGame by Cazenave and others): each layer keeps the `width`
 * best positions by `estimate` among the children of the layer before. Lost positions
 * and positions met before (by hash) are dropped. Each child made costs `cost` work.
 */
export function clearByBeam(start: Grid, shift: boolean, width: number, work: Budget, cost: number): BeamResult {
  const size = start.cols * start.rows;
  const parentScan = new Scan(size, start.colors);
  const childScan = new Scan(size, start.colors);
  const scratch = start.clone();
  const stack = new Int32Array(size);
  const seen = new Set<number>();
  let layer: Position[] = [{ grid: start, path: null }];
  let dropped = false;
  while (layer.length > 0) {
    const candidates: Candidate[] = [];
    for (let p = 0; p < layer.length; p++) {
      const { grid, path } = layer[p]!;
      parentScan.run(grid, shift);
      for (let m = 0; m < parentScan.moveCount; m++) {
        work.nodes += cost;
        if (work.nodes > work.limit) return 'spent';
        const id = parentScan.moves[m]!;
        const first = parentScan.first[id]!;
        scratch.copyFrom(grid);
        scratch.removeGroupAt(first, shift, stack);
        if (scratch.blocks === 0) return toMoves({ move: moveOf(grid, first), prev: path });
        childScan.run(scratch, shift);
        if (childScan.dead || seen.has(childScan.hash)) continue;
        seen.add(childScan.hash);
        candidates.push({ score: estimate(childScan), parent: p, first });
      }
    }
    // Array sort is stable, so ties keep generation order and the search stays deterministic.
    candidates.sort((a, b) => a.score - b.score);
    if (candidates.length > width) dropped = true;
    layer = candidates.slice(0, width).map(({ parent, first }) => {
      const from = layer[parent]!;
      const grid = from.grid.clone();
      grid.removeGroupAt(first, shift, stack);
      return { grid, path: { move: moveOf(from.grid, first), prev: from.path } };
    });
  }
  return dropped ? 'missed' : 'impossible';
}
