/**
 * Building one additive pattern database (Korf & Felner, "Disjoint pattern database
 * heuristics", AIJ 2002) on a `side x side` board: for every placement of a group's tiles,
 * the fewest moves *of those tiles* that bring them home, the other tiles interchangeable.
 *
 * A table is indexed sparsely by the tiles' cells, `cells` values a slot (slot i weighs
 * cells^i), which makes the index trivial to update as a tile moves.
 */

const UNSEEN = 255;

/** Cells of a board as bits: 25 of them fit a 32-bit mask. */
export interface BoardMasks {
  readonly cells: number;
  readonly all: number;
  /** Each cell's orthogonal neighbours. */
  readonly around: Int32Array;
  /** Cells with a neighbour to their left (right) in the same row. */
  readonly notFirstColumn: number;
  readonly notLastColumn: number;
  readonly side: number;
}

export function boardMasks(side: number): BoardMasks {
  const cells = side * side;
  const around = new Int32Array(cells);
  let notFirstColumn = 0;
  let notLastColumn = 0;
  for (let cell = 0; cell < cells; cell++) {
    const x = cell % side;
    const y = Math.floor(cell / side);
    if (y > 0) around[cell]! |= 1 << (cell - side);
    if (y < side - 1) around[cell]! |= 1 << (cell + side);
    if (x > 0) {
      around[cell]! |= 1 << (cell - 1);
      notFirstColumn |= 1 << cell;
    }
    if (x < side - 1) {
      around[cell]! |= 1 << (cell + 1);
      notLastColumn |= 1 << cell;
    }
  }
  const all = cells === 32 ? -1 : (1 << cells) - 1;
  return { cells, all, around, notFirstColumn, notLastColumn, side };
}

/** Cells reachable from `seed` through `free` cells, as a mask. */
function floodFill(m: BoardMasks, seed: number, free: number): number {
  let region = seed;
  for (;;) {
    const grown = (region | ((region << 1) & m.notFirstColumn) | ((region >>> 1) & m.notLastColumn) | (region << m.side) | (region >>> m.side)) & free;
    if (grown === region) return region;
    region = grown;
  }
}

function lowestCell(mask: number): number {
  return 31 - Math.clz32(mask & -mask);
}

/**
 * Breadth-first search backwards from the goal over (group placement, gap region). A gap move
 * that swaps with a tile outside the group costs nothing, so instead of a 0-1 BFS over single
 * gap cells, a state is the whole region of cells the gap can reach for free (a flood fill
 * over cell masks), named by its lowest cell; only a group tile sliding into the region
 * costs a move. Each state is queued once, so every layer is a plain list. Tile t's home is
 * cell t-1; the gap's home is the last cell.
 */
export function computePatternDatabase(side: number, tiles: readonly number[]): Uint8Array {
  const m = boardMasks(side);
  const { cells, around } = m;
  const k = tiles.length;
  const table = new Uint8Array(cells ** k).fill(UNSEEN);
  // One bit per (placement, lowest cell of the gap's region), set when first queued. Only
  // placements that split the free cells into several regions need it: when the free cells
  // are all one region, the table entry itself says whether the state was seen, which
  // saves a random memory access on most states.
  const seen = new Int32Array(Math.max(1, Math.ceil((cells ** k * cells) / 32)));
  const weights = Array.from({ length: k }, (_, slot) => cells ** slot);
  const positions = new Int32Array(k);

  const goal = tiles.reduce((index, tile, slot) => index + (tile - 1) * weights[slot]!, 0);
  let goalOccupied = 0;
  for (const tile of tiles) goalOccupied |= 1 << (tile - 1);
  const goalRegion = floodFill(m, 1 << (cells - 1), m.all & ~goalOccupied);
  const goalState = goal * cells + lowestCell(goalRegion);
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
      const placement = Math.floor(state / cells);
      const gapCell = state - placement * cells;
      let occupied = 0;
      for (let slot = 0, rest = placement; slot < k; slot++) {
        const cell = rest % cells;
        rest = (rest - cell) / cells;
        positions[slot] = cell;
        occupied |= 1 << cell;
      }
      const free = m.all & ~occupied;
      const region = floodFill(m, 1 << gapCell, free);
      for (let slot = 0; slot < k; slot++) {
        const from = positions[slot]!;
        for (let bits = around[from]! & region; bits !== 0; bits &= bits - 1) {
          const to = lowestCell(bits);
          // The tile slides into the gap's region, leaving the gap where the tile was.
          const moved = placement + (to - from) * weights[slot]!;
          const movedFree = (free | (1 << from)) & ~(1 << to);
          const movedRegion = floodFill(m, 1 << from, movedFree);
          if (movedRegion === movedFree) {
            if (table[moved] !== UNSEEN) continue;
          } else {
            const s = moved * cells + lowestCell(movedRegion);
            const word = s >>> 5;
            const bit = 1 << (s & 31);
            if ((seen[word]! & bit) !== 0) continue;
            seen[word]! |= bit;
          }
          // Breadth-first, so the first region of a placement to be reached is its closest.
          if (table[moved] === UNSEEN) table[moved] = depth;
          next.push(moved * cells + from);
        }
      }
    }
    layer = next;
  }
  return table;
}

/**
 * A table of `computePatternDatabase` packed in three bits an entry (entry i at bit 3i, little
 * end first): for each placement, its excess `(moves - manhattan) / 2`, where `manhattan` sums
 * the group's tiles' distances from home. Each move of a group tile changes that sum by one,
 * so the moves have its parity and the excess is a whole number; on these boards it is at most
 * 6. `excess` reads it back. Cells no placement reaches (two tiles on one cell) hold 0.
 */
export function packExcess(side: number, tiles: readonly number[], moves: Uint8Array): Uint8Array {
  const cells = side * side;
  // One byte more, so that `excess` may always read two.
  const packed = new Uint8Array(packedSize(moves.length));
  const distance = tileDistances(side);
  for (let index = 0; index < moves.length; index++) {
    const value = moves[index]!;
    if (value === UNSEEN) continue;
    let manhattan = 0;
    for (let slot = 0, rest = index; slot < tiles.length; slot++) {
      const cell = rest % cells;
      rest = (rest - cell) / cells;
      manhattan += distance[tiles[slot]! * cells + cell]!;
    }
    const excess = (value - manhattan) / 2;
    if (!(excess >= 0 && excess <= 7 && Number.isInteger(excess))) throw new Error(`fifteen: a table entry (${value} moves) does not fit three bits`);
    const bit = index * 3;
    packed[bit >>> 3]! |= excess << (bit & 7);
    packed[(bit >>> 3) + 1]! |= excess >>> (8 - (bit & 7));
  }
  return packed;
}

/** Bytes that `packExcess` takes for `entries` entries. */
export function packedSize(entries: number): number {
  return Math.ceil((entries * 3) / 8) + 1;
}

/** Entry `index` of a table packed by `packExcess`. */
export function excess(packed: Uint8Array, index: number): number {
  const bit = index * 3;
  const at = bit >>> 3;
  return ((packed[at]! | (packed[at + 1]! << 8)) >>> (bit & 7)) & 7;
}

/** Tile t's distance from home at each cell, at `t * cells + cell` (tile 0, the gap: 0). */
export function tileDistances(side: number): Int32Array {
  const cells = side * side;
  return Int32Array.from({ length: cells * cells }, (_, at) => {
    const tile = Math.floor(at / cells);
    const cell = at % cells;
    if (tile === 0) return 0;
    return Math.abs((cell % side) - ((tile - 1) % side)) + Math.abs(Math.floor(cell / side) - Math.floor((tile - 1) / side));
  });
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
