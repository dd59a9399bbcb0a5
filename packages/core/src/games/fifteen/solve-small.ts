import { neighbourTable } from './place.ts';

/**
 * Optimal search for small boards (3x3): IDA* (Korf 1985) with Manhattan distance plus
 * linear conflicts (Hansson, Mayer, Yung 1992). Returns the cells of the tiles slid, or
 * null when `maxNodes` runs out first.
 */
export function solveOptimalSmall(size: number, start: readonly number[], maxNodes: number, stats?: { nodes: number }): number[] | null {
  const tiles = Uint8Array.from(start);
  const neighbours = neighbourTable(size);
  const path: number[] = [];
  let nodes = 0;
  let next = Infinity;

  const search = (gap: number, g: number, bound: number, previous: number): boolean => {
    const h = heuristic(size, tiles);
    const f = g + h;
    if (f > bound) {
      if (f < next) next = f;
      return false;
    }
    if (h === 0) return true;
    if (++nodes > maxNodes) return false;
    for (const cell of neighbours[gap]!) {
      if (cell === previous) continue;
      tiles[gap] = tiles[cell]!;
      tiles[cell] = 0;
      path.push(cell);
      if (search(cell, g + 1, bound, gap)) return true;
      path.pop();
      tiles[cell] = tiles[gap]!;
      tiles[gap] = 0;
    }
    return false;
  };

  let bound = heuristic(size, tiles);
  for (;;) {
    next = Infinity;
    const found = search(tiles.indexOf(0), 0, bound, -1);
    if (stats) stats.nodes = nodes;
    if (found) return path;
    if (nodes > maxNodes || next === Infinity) return null;
    bound = next;
  }
}

/**
 * Manhattan distance, plus 2 for each tile that must leave a row (or column) to let another
 * tile of that line pass it: the minimum number of tiles to remove so that the rest of the
 * line's home tiles are in order.
 */
export function heuristic(size: number, tiles: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < tiles.length; i++) {
    const t = tiles[i]!;
    if (t === 0) continue;
    const h = t - 1;
    sum += Math.abs((h % size) - (i % size)) + Math.abs(Math.floor(h / size) - Math.floor(i / size));
  }
  for (let line = 0; line < size; line++) {
    sum +=
      2 *
      lineConflicts(
        size,
        tiles,
        1,
        line * size,
        (h) => Math.floor(h / size) === line,
        (h) => h % size,
      );
    sum +=
      2 *
      lineConflicts(
        size,
        tiles,
        size,
        line,
        (h) => h % size === line,
        (h) => Math.floor(h / size),
      );
  }
  return sum;
}

function lineConflicts(size: number, tiles: ArrayLike<number>, stride: number, first: number, belongs: (home: number) => boolean, along: (home: number) => number): number {
  // Targets (positions along the line) of the tiles that live in this line, in current order.
  const targets: number[] = [];
  for (let k = 0; k < size; k++) {
    const t = tiles[first + k * stride]!;
    if (t !== 0 && belongs(t - 1)) targets.push(along(t - 1));
  }
  // Tiles that must leave = line length minus its longest increasing subsequence.
  const best: number[] = [];
  for (let i = 0; i < targets.length; i++) {
    let longest = 1;
    for (let j = 0; j < i; j++) if (targets[j]! < targets[i]! && best[j]! + 1 > longest) longest = best[j]! + 1;
    best.push(longest);
  }
  return targets.length - (best.length ? Math.max(...best) : 0);
}
