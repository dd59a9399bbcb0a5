/**
 * Additive pattern databases for the 4x4 (Korf & Felner, "Disjoint pattern database
 * heuristics", AIJ 2002): the tiles are split into groups 6-6-3, and for every placement of a
 * group's tiles the table holds the fewest moves *of those tiles* that bring them home, with
 * the other tiles interchangeable. Moves of different groups are disjoint, so the three
 * lookups add up to a lower bound on the moves left.
 *
 *    1  2  3  4       A C C C
 *    5  6  7  8       A A B B
 *    9 10 11 12       A A B B
 *   13 14 15  .       A B B .
 *
 * A table is indexed sparsely by the tiles' cells, 4 bits each (16^6 bytes = 16 MiB for a
 * 6-tile group), which makes the index trivial to update as a tile moves.
 */
export const PATTERNS = {
  'fifteen-4x4-v1-a': [1, 5, 6, 9, 10, 13],
  'fifteen-4x4-v1-b': [7, 8, 11, 12, 14, 15],
  'fifteen-4x4-v1-c': [2, 3, 4],
} as const satisfies Record<string, readonly number[]>;

export type PatternDatabaseKey = keyof typeof PATTERNS;
export const patternDatabaseKeys = Object.keys(PATTERNS) as PatternDatabaseKey[];

const installed = new Map<PatternDatabaseKey, Uint8Array>();

export function isPatternDatabaseKey(key: string): key is PatternDatabaseKey {
  return Object.hasOwn(PATTERNS, key);
}

/** Bytes of the table for `key`: 16^(tiles in the group). */
export function patternDatabaseSize(key: PatternDatabaseKey): number {
  return 16 ** PATTERNS[key].length;
}

/**
 * The table for `key`, built on first use and kept for the life of the process. A host that
 * caches tables on disk calls `installPatternDatabase` first, and stores what this returns.
 */
export function buildPatternDatabase(key: PatternDatabaseKey): Uint8Array {
  let table = installed.get(key);
  if (!table) {
    table = computePatternDatabase(PATTERNS[key]);
    installed.set(key, table);
  }
  return table;
}

/**
 * FNV-1a of each table's bytes. A damaged table could overestimate and make par wrong
 * without any error, so a table from outside is taken only if it hashes to this.
 */
export const PATTERN_DATABASE_HASHES: Readonly<Record<PatternDatabaseKey, string>> = {
  'fifteen-4x4-v1-a': 'ee3036bb',
  'fifteen-4x4-v1-b': '853320cb',
  'fifteen-4x4-v1-c': '830c946f',
};

/** Supplies a table built earlier (e.g. read from a disk cache); refuses any other bytes. */
export function installPatternDatabase(key: string, bytes: Uint8Array): boolean {
  if (!isPatternDatabaseKey(key) || bytes.length !== patternDatabaseSize(key)) return false;
  if (fnv1a(bytes) !== PATTERN_DATABASE_HASHES[key]) return false;
  installed.set(key, bytes);
  return true;
}

export function fnv1a(bytes: Uint8Array): string {
  let hash = 2166136261;
  for (let i = 0; i < bytes.length; i++) hash = Math.imul(hash ^ bytes[i]!, 16777619) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

function goalIndex(tiles: readonly number[]): number {
  return tiles.reduce((index, tile, slot) => index + (tile - 1) * 16 ** slot, 0);
}

const UNSEEN = 255;

/**
 * Breadth-first search backwards from the goal over (group placement, gap region). A gap move
 * that swaps with a tile outside the group costs nothing, so instead of a 0-1 BFS over single
 * gap cells, a state is the whole region of cells the gap can reach for free (a flood fill
 * over 16-bit masks), named by its lowest cell; only a group tile sliding into the region
 * costs a move. Each state is queued once, so every layer is a plain list.
 */
function computePatternDatabase(tiles: readonly number[]): Uint8Array {
  const k = tiles.length;
  const table = new Uint8Array(16 ** k).fill(UNSEEN);
  // One bit per (placement, lowest cell of the gap's region), set when first queued. Only
  // placements that split the free cells into several regions need it: when the free cells
  // are all one region, the table entry itself says whether the state was seen, which
  // saves a random memory access on most states.
  const seen = new Int32Array(Math.max(1, (16 ** k * 16) >>> 5));
  const weights = new Int32Array(tiles.map((_, slot) => 16 ** slot));
  const around = neighbourMasks();
  const positions = new Int32Array(k);

  const goal = goalIndex(tiles);
  const goalFree = ~occupiedBy(goal, k) & 0xffff;
  const goalRegion = floodFill(1 << 15, goalFree);
  const goalState = goal * 16 + lowestCell(goalRegion);
  table[goal] = 0;
  seen[goalState >>> 5]! |= 1 << (goalState & 31);
  let layer = new StateList();
  layer.push(goalState);
  for (let depth = 1; layer.length > 0; depth++) {
    const next = new StateList();
    // In index order, successors reached by the same tile and direction come in index order
    // too, so the table and the bitset are swept rather than hit at random: several times faster.
    layer.data.subarray(0, layer.length).sort();
    for (let n = 0; n < layer.length; n++) {
      const state = layer.data[n]!;
      const placement = state >>> 4;
      let occupied = 0;
      for (let slot = 0, rest = placement; slot < k; slot++, rest >>>= 4) {
        positions[slot] = rest & 15;
        occupied |= 1 << (rest & 15);
      }
      const free = ~occupied & 0xffff;
      const region = floodFill(1 << (state & 15), free);
      for (let slot = 0; slot < k; slot++) {
        const from = positions[slot]!;
        for (let m = around[from]! & region; m !== 0; m &= m - 1) {
          const to = 31 - Math.clz32(m & -m);
          // The tile slides into the gap's region, leaving the gap where the tile was.
          const moved = placement + (to - from) * weights[slot]!;
          const movedFree = (free | (1 << from)) & ~(1 << to);
          const movedRegion = floodFill(1 << from, movedFree);
          if (movedRegion === movedFree) {
            if (table[moved] !== UNSEEN) continue;
          } else {
            const s = moved * 16 + lowestCell(movedRegion);
            const word = s >>> 5;
            const bit = 1 << (s & 31);
            if ((seen[word]! & bit) !== 0) continue;
            seen[word]! |= bit;
          }
          // Breadth-first, so the first region of a placement to be reached is its closest.
          if (table[moved] === UNSEEN) table[moved] = depth;
          next.push(moved * 16 + from);
        }
      }
    }
    layer = next;
  }
  return table;
}

function occupiedBy(placement: number, k: number): number {
  let occupied = 0;
  for (let slot = 0; slot < k; slot++, placement >>>= 4) occupied |= 1 << (placement & 15);
  return occupied;
}

function lowestCell(mask: number): number {
  return 31 - Math.clz32(mask & -mask);
}

/** Cells reachable from `seed` through `free` cells, as a 16-bit mask. */
function floodFill(seed: number, free: number): number {
  let region = seed;
  for (;;) {
    const grown =
      (region | ((region << 1) & 0xeeee) | ((region >>> 1) & 0x7777) | (region << 4) | (region >>> 4)) & free;
    if (grown === region) return region;
    region = grown;
  }
}

function neighbourMasks(): Int32Array {
  const masks = new Int32Array(16);
  for (let cell = 0; cell < 16; cell++) {
    const x = cell & 3;
    const y = cell >>> 2;
    if (y > 0) masks[cell]! |= 1 << (cell - 4);
    if (y < 3) masks[cell]! |= 1 << (cell + 4);
    if (x > 0) masks[cell]! |= 1 << (cell - 1);
    if (x < 3) masks[cell]! |= 1 << (cell + 1);
  }
  return masks;
}

/** A growable list of states, so a BFS layer costs no per-item allocation. */
class StateList {
  data = new Uint32Array(1024);
  length = 0;
  push(state: number): void {
    if (this.length === this.data.length) {
      const bigger = new Uint32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = state;
  }
}
