import { excess as readExcess, tileDistances } from './pattern-build.ts';
import { buildPatternDatabase, PATTERNS, patternKeysOf } from './pattern-database.ts';

/**
 * Near-optimal 5x5 search: a beam search (Bisiani 1987; on sliding tiles e.g. Furcy & Koenig,
 * "Limited discrepancy beam search", IJCAI 2005) guided by the 5-5-5-5-4 additive pattern
 * databases, looked up on the board and on its mirror image about the main diagonal (Korf &
 * Felner 2002). Every layer keeps the `width` children with the lowest sum of the two lookups
 * (their maximum is the admissible estimate; their sum ranks positions better, since it
 * carries both). Bounded by work, never by time: the same board gives the same solution.
 *
 * Weighted IDA* and weighted A* were measured first on Korf & Felner's 50 instances: with
 * these tables they need tens of millions of nodes for 1.25x and fall to ~1.13x within the
 * budget, where a beam of 12,000 gives ~1.06x in about 2.6 million.
 */

const SIDE = 5;
const CELLS = 25;
const KEYS = patternKeysOf(5);
const GROUPS = KEYS.length;

/** Per tile: its table and its weight (25^slot) in that table's index; the same for the mirror. */
const GROUP = new Int32Array(CELLS);
const WEIGHT = new Int32Array(CELLS);
KEYS.forEach((key, group) => {
  PATTERNS[key].tiles.forEach((tile, slot) => {
    GROUP[tile] = group;
    WEIGHT[tile] = CELLS ** slot;
  });
});
/** Cell (x, y) ↔ (y, x); the gap's home lies on that diagonal, so distances are the same. */
const MIRROR_CELL = Int32Array.from({ length: CELLS }, (_, c) => (c % SIDE) * SIDE + Math.floor(c / SIDE));
const MIRROR_TILE = Int32Array.from({ length: CELLS }, (_, t) => (t === 0 ? 0 : MIRROR_CELL[t - 1]! + 1));
/** Mirror lookups go to slots GROUPS.. of a position's index vector. */
const MIRROR_GROUP = Int32Array.from({ length: CELLS }, (_, t) => GROUPS + GROUP[MIRROR_TILE[t]!]!);
const MIRROR_WEIGHT = Int32Array.from({ length: CELLS }, (_, t) => WEIGHT[MIRROR_TILE[t]!]!);

/** Tile t's distance from home at cell c, at t * CELLS + c; the mirror image has the same. */
const DISTANCE = tileDistances(SIDE);

/** The table reader as a binding of this module, for speed from the sources (see solve-4x4.ts). */
const excess = readExcess;

const NEIGHBOURS: readonly Int32Array[] = Array.from({ length: CELLS }, (_, c) => {
  const list: number[] = [];
  if (c >= SIDE) list.push(c - SIDE);
  if (c % SIDE < SIDE - 1) list.push(c + 1);
  if (c < CELLS - SIDE) list.push(c + SIDE);
  if (c % SIDE > 0) list.push(c - 1);
  return Int32Array.from(list);
});

/** Zobrist keys (two 32-bit halves per tile and cell) from a fixed xorshift stream. */
const ZOBRIST = (() => {
  const keys = new Int32Array(CELLS * CELLS * 2);
  let x = 0x9e3779b9 | 0;
  for (let i = 0; i < keys.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    keys[i] = x;
  }
  return keys;
})();

/**
 * Positions of one search layer: board bytes, gap cell, table indices and entries, Manhattan
 * distance, hash halves. A table entry is its group's excess over the group's Manhattan
 * distance, in half moves; the groups' distances add up to the board's, direct and mirrored.
 */
class Positions {
  readonly tiles: Uint8Array;
  readonly gap: Uint8Array;
  /** The gap's cell one move earlier: sliding that tile back would undo the move. */
  readonly previousGap: Int8Array;
  readonly index: Int32Array;
  /** Each table's excess at that index, and the direct and mirrored sums of them. */
  readonly values: Uint8Array;
  readonly direct: Int32Array;
  readonly mirrored: Int32Array;
  readonly manhattan: Int32Array;
  readonly hash: Int32Array;
  length = 0;

  constructor(capacity: number) {
    this.tiles = new Uint8Array(capacity * CELLS);
    this.gap = new Uint8Array(capacity);
    this.previousGap = new Int8Array(capacity);
    this.index = new Int32Array(capacity * 2 * GROUPS);
    this.values = new Uint8Array(capacity * 2 * GROUPS);
    this.direct = new Int32Array(capacity);
    this.mirrored = new Int32Array(capacity);
    this.manhattan = new Int32Array(capacity);
    this.hash = new Int32Array(capacity * 2);
  }
}

/** How each position of a layer was reached: its parent in the layer before, and the cell slid. */
interface Links {
  readonly parent: Int32Array;
  readonly moved: Uint8Array;
}

/**
 * The positions of the last layers by hash, stamped with their layer. A position reappears
 * only an even number of moves later (the gap alternates colours), so a position met in this
 * layer or two layers back is dropped; older entries count as free slots. Reused from layer
 * to layer, so the search allocates nothing per position.
 */
class RecentPositions {
  private readonly first: Int32Array;
  private readonly second: Int32Array;
  private readonly stamp: Int32Array;
  private readonly mask: number;

  constructor(width: number) {
    let size = 1024;
    while (size < width * 8) size *= 2;
    this.first = new Int32Array(size);
    this.second = new Int32Array(size);
    this.stamp = new Int32Array(size).fill(-4);
    this.mask = size - 1;
  }

  /** True when the position was met in `layer` or two before; else records it. */
  seenElseAdd(h1: number, h2: number, layer: number): boolean {
    for (let slot = (h1 ^ Math.imul(h2, 0x9e3779b1)) & this.mask; ; slot = (slot + 1) & this.mask) {
      const stamp = this.stamp[slot]!;
      if (stamp < layer - 2) {
        this.first[slot] = h1;
        this.second[slot] = h2;
        this.stamp[slot] = layer;
        return false;
      }
      if (stamp !== layer - 1 && this.first[slot] === h1 && this.second[slot] === h2) return true;
    }
  }
}

export interface BeamStats {
  nodes: number;
}

/**
 * The cells of the tiles slid by a solution from `start` (our goal: gap bottom-right), found
 * by a beam of `width` positions per layer, or null when more than `maxNodes` children would
 * be generated.
 */
export function solveBeam5x5(start: readonly number[], width: number, maxNodes: number, stats?: BeamStats): number[] | null {
  const tables = KEYS.map((key) => buildPatternDatabase(key));
  let layer = new Positions(width);
  let next = new Positions(width);
  layer.tiles.set(start);
  layer.gap[0] = start.indexOf(0);
  layer.previousGap[0] = -1;
  let h1 = 0;
  let h2 = 0;
  for (let cell = 0; cell < CELLS; cell++) {
    const t = start[cell]!;
    h1 ^= ZOBRIST[(t * CELLS + cell) * 2]!;
    h2 ^= ZOBRIST[(t * CELLS + cell) * 2 + 1]!;
    if (t === 0) continue;
    layer.manhattan[0]! += DISTANCE[t * CELLS + cell]!;
    layer.index[GROUP[t]!]! += cell * WEIGHT[t]!;
    layer.index[MIRROR_GROUP[t]!]! += MIRROR_CELL[cell]! * MIRROR_WEIGHT[t]!;
  }
  layer.hash[0] = h1;
  layer.hash[1] = h2;
  layer.length = 1;
  for (let slot = 0; slot < 2 * GROUPS; slot++) {
    const value = excess(tables[slot % GROUPS]!, layer.index[slot]!);
    layer.values[slot] = value;
    if (slot < GROUPS) layer.direct[0]! += value;
    else layer.mirrored[0]! += value;
  }
  if (layer.manhattan[0] === 0) return [];

  const history: Links[] = [];
  // Children of one layer: parent, cell slid, rank. At most 3 per parent (never back).
  const childParent = new Int32Array(width * 3);
  const childCell = new Uint8Array(width * 3);
  const childRank = new Int32Array(width * 3);
  const order = new Int32Array(width * 3);
  const recent = new RecentPositions(width);
  let nodes = 0;
  for (let depth = 0; ; depth++) {
    let count = 0;
    let maxRank = 0;
    for (let p = 0; p < layer.length; p++) {
      const gap = layer.gap[p]!;
      const around = NEIGHBOURS[gap]!;
      for (let i = 0; i < around.length; i++) {
        const cell = around[i]!;
        if (cell === layer.previousGap[p]) continue;
        const t = layer.tiles[p * CELLS + cell]!;
        // Only the moved tile's two tables change: two lookups, not ten.
        const at = p * 2 * GROUPS;
        const group = at + GROUP[t]!;
        const mirrorGroup = at + MIRROR_GROUP[t]!;
        const manhattan = layer.manhattan[p]! + DISTANCE[t * CELLS + gap]! - DISTANCE[t * CELLS + cell]!;
        const direct = manhattan + 2 * (layer.direct[p]! - layer.values[group]! + excess(tables[GROUP[t]!]!, layer.index[group]! + (gap - cell) * WEIGHT[t]!));
        const mirrored =
          manhattan +
          2 *
            (layer.mirrored[p]! -
              layer.values[mirrorGroup]! +
              excess(tables[MIRROR_GROUP[t]! - GROUPS]!, layer.index[mirrorGroup]! + (MIRROR_CELL[gap]! - MIRROR_CELL[cell]!) * MIRROR_WEIGHT[t]!));
        const rank = direct + mirrored;
        if (++nodes > maxNodes) {
          if (stats) stats.nodes = nodes;
          return null;
        }
        if (direct === 0) {
          if (stats) stats.nodes = nodes;
          return pathTo(history, p, cell);
        }
        childParent[count] = p;
        childCell[count] = cell;
        childRank[count] = rank;
        if (rank > maxRank) maxRank = rank;
        count++;
      }
    }
    // The `width` lowest ranks, ties in generation order (a counting sort keeps it stable).
    const byRank = new Int32Array(maxRank + 2);
    for (let i = 0; i < count; i++) byRank[childRank[i]! + 1]!++;
    for (let r = 1; r < byRank.length; r++) byRank[r]! += byRank[r - 1]!;
    for (let i = 0; i < count; i++) order[byRank[childRank[i]!]!++] = i;

    const links: Links = { parent: new Int32Array(Math.min(width, count)), moved: new Uint8Array(Math.min(width, count)) };
    next.length = 0;
    for (let k = 0; k < count && next.length < width; k++) {
      const i = order[k]!;
      const p = childParent[i]!;
      const cell = childCell[i]!;
      const gap = layer.gap[p]!;
      const t = layer.tiles[p * CELLS + cell]!;
      const a = (t * CELLS + cell) * 2;
      const b = (t * CELLS + gap) * 2;
      const y = gap * 2;
      const z = cell * 2;
      // The tile moves cell → gap; the gap (tile 0) moves gap → cell.
      const n1 = layer.hash[p * 2]! ^ ZOBRIST[a]! ^ ZOBRIST[b]! ^ ZOBRIST[y]! ^ ZOBRIST[z]!;
      const n2 = layer.hash[p * 2 + 1]! ^ ZOBRIST[a + 1]! ^ ZOBRIST[b + 1]! ^ ZOBRIST[y + 1]! ^ ZOBRIST[z + 1]!;
      if (recent.seenElseAdd(n1, n2, depth)) continue;
      const n = next.length++;
      next.tiles.set(layer.tiles.subarray(p * CELLS, p * CELLS + CELLS), n * CELLS);
      next.tiles[n * CELLS + gap] = t;
      next.tiles[n * CELLS + cell] = 0;
      next.gap[n] = cell;
      next.previousGap[n] = gap;
      const at = n * 2 * GROUPS;
      next.index.set(layer.index.subarray(p * 2 * GROUPS, (p + 1) * 2 * GROUPS), at);
      next.values.set(layer.values.subarray(p * 2 * GROUPS, (p + 1) * 2 * GROUPS), at);
      next.index[at + GROUP[t]!]! += (gap - cell) * WEIGHT[t]!;
      next.index[at + MIRROR_GROUP[t]!]! += (MIRROR_CELL[gap]! - MIRROR_CELL[cell]!) * MIRROR_WEIGHT[t]!;
      const direct = excess(tables[GROUP[t]!]!, next.index[at + GROUP[t]!]!);
      const mirrored = excess(tables[MIRROR_GROUP[t]! - GROUPS]!, next.index[at + MIRROR_GROUP[t]!]!);
      next.manhattan[n] = layer.manhattan[p]! + DISTANCE[t * CELLS + gap]! - DISTANCE[t * CELLS + cell]!;
      next.direct[n] = layer.direct[p]! - next.values[at + GROUP[t]!]! + direct;
      next.mirrored[n] = layer.mirrored[p]! - next.values[at + MIRROR_GROUP[t]!]! + mirrored;
      next.values[at + GROUP[t]!] = direct;
      next.values[at + MIRROR_GROUP[t]!] = mirrored;
      next.hash[n * 2] = n1;
      next.hash[n * 2 + 1] = n2;
      links.parent[n] = p;
      links.moved[n] = cell;
    }
    if (next.length === 0) {
      if (stats) stats.nodes = nodes;
      return null;
    }
    history.push(links);
    [layer, next] = [next, layer];
  }
}

/** Walks the links back from child `cell` of position `p` of the last layer. */
function pathTo(history: readonly Links[], p: number, cell: number): number[] {
  const cells = [cell];
  let at = p;
  for (let depth = history.length - 1; depth >= 0; depth--) {
    cells.push(history[depth]!.moved[at]!);
    at = history[depth]!.parent[at]!;
  }
  return cells.reverse();
}
