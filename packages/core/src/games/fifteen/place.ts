import type { Work } from './work.ts';

/**
 * One stage of the reduction solver: bring a few target tiles home by the fewest moves,
 * treating fixed cells as walls and every other tile as interchangeable. Breadth-first over
 * (gap, target positions), so the work is bounded by cells^(targets+1), and by `work` when given.
 */

/** Neighbouring cells of each cell, in a fixed order (up, right, down, left). */
export function neighbourTable(size: number): number[][] {
  const table: number[][] = [];
  for (let cell = 0; cell < size * size; cell++) {
    const x = cell % size;
    const y = Math.floor(cell / size);
    const around: number[] = [];
    if (y > 0) around.push(cell - size);
    if (x < size - 1) around.push(cell + 1);
    if (y < size - 1) around.push(cell + size);
    if (x > 0) around.push(cell - 1);
    table.push(around);
  }
  return table;
}

/**
 * Moves `targets` home on `tiles` (mutated), never touching `fixed` cells, and appends the
 * cells of the tiles it slides to `out`. Returns false if no placement exists, or none was
 * found before `work` ran out (`work.exhausted` tells which); `tiles` is then unchanged.
 */
export function placeTiles(size: number, tiles: number[], fixed: readonly boolean[], targets: readonly number[], out: number[], work?: Work): boolean {
  const cells = size * size;
  const k = targets.length;
  const neighbours = neighbourTable(size);
  const homes = targets.map((t) => t - 1);
  const encode = (gap: number, positions: readonly number[]): number => {
    let code = 0;
    for (let i = k - 1; i >= 0; i--) code = code * cells + positions[i]!;
    return code * cells + gap;
  };
  const positions = targets.map((t) => tiles.indexOf(t));
  const start = encode(tiles.indexOf(0), positions);
  const isGoal = (ps: readonly number[]) => ps.every((p, i) => p === homes[i]);
  if (isGoal(positions)) return true;

  const parent = new Int32Array(cells ** (k + 1)).fill(-1);
  const queue = new Int32Array(parent.length);
  parent[start] = start;
  queue[0] = start;
  let head = 0;
  let tail = 1;
  const ps = new Array<number>(k).fill(0);
  while (head < tail) {
    if (work && !work.take()) return false;
    const code = queue[head++]!;
    const gap = code % cells;
    let rest = (code - gap) / cells;
    for (let i = 0; i < k; i++) {
      ps[i] = rest % cells;
      rest = (rest - ps[i]!) / cells;
    }
    for (const cell of neighbours[gap]!) {
      if (fixed[cell]) continue;
      // The gap moves into `cell`; a target there slides into the old gap.
      const moved = ps.indexOf(cell);
      if (moved >= 0) ps[moved] = gap;
      const next = encode(cell, ps);
      if (parent[next] === -1) {
        parent[next] = code;
        queue[tail++] = next;
        if (isGoal(ps)) {
          applyPath(size, tiles, parent, next, out);
          return true;
        }
      }
      if (moved >= 0) ps[moved] = cell;
    }
  }
  return false;
}

/** Walks the parents back to the start, then replays the gap's path on the real tiles. */
function applyPath(size: number, tiles: number[], parent: Int32Array, goal: number, out: number[]): void {
  const cells = size * size;
  const gaps: number[] = [];
  for (let code = goal; parent[code] !== code; code = parent[code]!) gaps.push(code % cells);
  let gap = tiles.indexOf(0);
  for (let i = gaps.length - 1; i >= 0; i--) {
    const cell = gaps[i]!;
    tiles[gap] = tiles[cell]!;
    tiles[cell] = 0;
    out.push(cell);
    gap = cell;
  }
}
