import { excess as readExcess, tileDistances } from './pattern-build.ts';
import { buildPatternDatabase, PATTERNS, patternKeysOf } from './pattern-database.ts';

/**
 * Optimal 4x4 search: IDA* (Korf 1985) guided by the 6-6-3 additive pattern databases, looked
 * up both on the board and on its mirror image about the main diagonal (which has the same
 * distance to the goal, since our gap's home lies on that diagonal); the larger sum is used
 * (Korf & Felner 2002). The six table indices and the Manhattan distance (the tables hold the
 * excess over it) are updated as each tile moves, and the inner loop allocates nothing.
 */

/** Cell (x, y) ↔ (y, x). */
const MIRROR_CELL = Int32Array.from({ length: 16 }, (_, c) => (c & 3) * 4 + (c >>> 2));
/** The tile whose home is the mirror of `t`'s home. */
const MIRROR_TILE = Int32Array.from({ length: 16 }, (_, t) => (t === 0 ? 0 : MIRROR_CELL[t - 1]! + 1));

/** Per tile: which table it belongs to and its weight (16^slot) in that table's index. */
const GROUP = new Int32Array(16);
const WEIGHT = new Int32Array(16);
const KEYS = patternKeysOf(4);
KEYS.forEach((key, group) => {
  PATTERNS[key].tiles.forEach((tile, slot) => {
    GROUP[tile] = group;
    WEIGHT[tile] = 16 ** slot;
  });
});
/** The same for the mirrored board, where tile t at cell c appears as MIRROR_TILE[t] at MIRROR_CELL[c]. */
const MIRROR_GROUP = Int32Array.from({ length: 16 }, (_, t) => GROUP[MIRROR_TILE[t]!]!);
const MIRROR_WEIGHT = Int32Array.from({ length: 16 }, (_, t) => WEIGHT[MIRROR_TILE[t]!]!);

/** Tile t's distance from home at cell c, at t * 16 + c; the mirror image has the same. */
const DISTANCE = tileDistances(4);

/**
 * The table reader as a binding of this module: run from the TypeScript sources (tsx, vitest),
 * an imported function is read through a getter at each call, which V8 stops inlining once
 * another module's exports look alike (the searches ran 2-4x slower).
 */
const excess = readExcess;

const NEIGHBOURS: readonly Int32Array[] = Array.from({ length: 16 }, (_, c) => {
  const list: number[] = [];
  if (c >= 4) list.push(c - 4);
  if ((c & 3) < 3) list.push(c + 1);
  if (c < 12) list.push(c + 4);
  if ((c & 3) > 0) list.push(c - 1);
  return Int32Array.from(list);
});

/** The longest optimal 4x4 solution is 80 moves; room to spare. */
const MAX_DEPTH = 96;

export interface SearchStats {
  nodes: number;
}

/**
 * The cells of the tiles slid by an optimal solution from `start` (our goal: gap bottom-right),
 * or null when more than `maxNodes` nodes would be needed.
 */
export function solveOptimal4x4(start: readonly number[], maxNodes: number, stats?: SearchStats): number[] | null {
  const [a, b, c] = KEYS.map((key) => buildPatternDatabase(key));
  if (!a || !b || !c) throw new Error('fifteen: pattern databases missing');
  const board = Uint8Array.from(start);
  const index = new Int32Array(3);
  const mirror = new Int32Array(3);
  let manhattan = 0;
  for (let cell = 0; cell < 16; cell++) {
    const t = board[cell]!;
    if (t === 0) continue;
    index[GROUP[t]!]! += cell * WEIGHT[t]!;
    mirror[MIRROR_GROUP[t]!]! += MIRROR_CELL[cell]! * MIRROR_WEIGHT[t]!;
    manhattan += DISTANCE[t * 16 + cell]!;
  }
  // Each group's moves are its tiles' Manhattan distance plus twice its excess, and the groups'
  // distances add up to the board's, on the board and on its mirror alike.
  const estimate = (): number => {
    const direct = excess(a, index[0]!) + excess(b, index[1]!) + excess(c, index[2]!);
    const mirrored = excess(a, mirror[0]!) + excess(b, mirror[1]!) + excess(c, mirror[2]!);
    return manhattan + 2 * (direct > mirrored ? direct : mirrored);
  };

  const path = new Int32Array(MAX_DEPTH);
  let nodes = 0;
  let nextBound = 0;
  let outOfBudget = false;

  /** Depth-first below `gap` at depth g; true when the goal is reached (path[0..g) holds it). */
  const search = (gap: number, g: number, h: number, bound: number, previous: number): number => {
    if (h === 0) return g;
    if (++nodes > maxNodes) {
      outOfBudget = true;
      return -1;
    }
    const around = NEIGHBOURS[gap]!;
    for (let i = 0; i < around.length; i++) {
      const cell = around[i]!;
      if (cell === previous) continue;
      const t = board[cell]!;
      const group = GROUP[t]!;
      const mirrorGroup = MIRROR_GROUP[t]!;
      const shift = (gap - cell) * WEIGHT[t]!;
      const mirrorShift = (MIRROR_CELL[gap]! - MIRROR_CELL[cell]!) * MIRROR_WEIGHT[t]!;
      const change = DISTANCE[t * 16 + gap]! - DISTANCE[t * 16 + cell]!;
      index[group]! += shift;
      mirror[mirrorGroup]! += mirrorShift;
      manhattan += change;
      const childH = estimate();
      const f = g + 1 + childH;
      let found = -1;
      if (f > bound) {
        if (f < nextBound) nextBound = f;
      } else {
        board[gap] = t;
        board[cell] = 0;
        path[g] = cell;
        found = search(cell, g + 1, childH, bound, gap);
        board[cell] = t;
        board[gap] = 0;
      }
      index[group]! -= shift;
      mirror[mirrorGroup]! -= mirrorShift;
      manhattan -= change;
      if (found >= 0 || outOfBudget) return found;
    }
    return -1;
  };

  const gap = board.indexOf(0);
  const h0 = estimate();
  for (let bound = h0; bound < MAX_DEPTH; bound = nextBound) {
    nextBound = Infinity;
    const length = search(gap, 0, h0, bound, -1);
    if (stats) stats.nodes = nodes;
    if (length >= 0) return Array.from(path.subarray(0, length));
    if (outOfBudget || nextBound === Infinity) return null;
  }
  return null;
}
