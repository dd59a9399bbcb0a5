import type { Grid } from './grid.ts';

/**
 * One pass over a grid that the beam search needs at every position: every connected
 * component (groups of one included) labelled into typed arrays, per-colour counts of
 * blocks, components and lone blocks, a 53-bit hash of the position, and whether it is
 * provably lost. Reused from position to position, so the search allocates nothing here.
 */
export class Scan {
  /** Component index of each cell (`x * rows + h`). */
  readonly label: Int32Array;
  private readonly parent: Int32Array;
  /** One cell of each component, its size and its colour. */
  readonly first: Int32Array;
  readonly size: Int32Array;
  readonly colour: Int8Array;
  components = 0;
  /** Indices of the components of two or more: the legal moves. */
  readonly moves: Int32Array;
  moveCount = 0;
  readonly blocks: Int32Array;
  readonly parts: Int32Array;
  readonly singles: Int32Array;
  hash = 0;
  /** Without shift: runs of non-empty columns, and runs of columns with only 2 or 3 blocks of their colour. */
  stretches = 0;
  scarce = 0;
  /** A colour has one block left (on the board, or without shift in a run of columns holding it), or no move is left. */
  dead = false;
  /** Without shift: blocks of each colour in the current run of columns holding it. */
  private readonly reach: Int32Array;
  private readonly column: Int32Array;

  constructor(cells: number, colors: number) {
    this.label = new Int32Array(cells);
    this.parent = new Int32Array(cells);
    this.first = new Int32Array(cells);
    this.size = new Int32Array(cells);
    this.colour = new Int8Array(cells);
    this.moves = new Int32Array(cells);
    this.blocks = new Int32Array(colors);
    this.parts = new Int32Array(colors);
    this.singles = new Int32Array(colors);
    this.reach = new Int32Array(colors);
    this.column = new Int32Array(colors);
  }

  /**
   * Labels by union-find in one sweep (each block joins the block below and the block to
   * its left when they match; the smallest index is the root), then a second sweep numbers
   * the components: no flood fill, no index arithmetic.
   */
  run(grid: Grid, shift: boolean): void {
    const { cols, rows, cells, heights, step } = grid;
    const { label, parent, blocks, parts, singles, reach, size } = this;
    blocks.fill(0);
    parts.fill(0);
    singles.fill(0);
    reach.fill(0);
    this.components = 0;
    this.moveCount = 0;
    this.dead = false;
    this.stretches = 0;
    this.scarce = 0;
    let open = false;
    // Two multiplicative hashes over the column stacks, with a mark between columns.
    let h1 = 0x811c9dc5 | 0;
    let h2 = 0x2545f491 | 0;
    for (let x = 0; x <= cols; x++) {
      const height = x < cols ? heights[x]! : 0;
      // Without shift blocks never move sideways: blocks of a colour can only ever meet
      // across a run of columns that each hold that colour, so each such run is cleared
      // on its own (an empty column ends every run, splitting the board for good).
      if (!shift) this.closeRuns(x === cols ? null : cells, x * rows, height);
      if (height === 0 && !shift && open) {
        this.stretches++;
        open = false;
      }
      if (x === cols) break;
      if (height > 0) open = true;
      const base = x * rows;
      const left = x > 0 ? heights[x - 1]! : 0;
      // Height h here sits beside height h + shiftLeft of the column to the left (shapes).
      const shiftLeft = x > 0 ? -step[x - 1]! : 0;
      for (let h = 0; h < height; h++) {
        const i = base + h;
        const colour = cells[i]!;
        h1 = Math.imul(h1 ^ (colour + 1), 0x01000193);
        h2 = Math.imul(h2 ^ (colour + 7), 0x5bd1e995);
        h2 ^= h2 >>> 15;
        blocks[colour]!++;
        parent[i] = i;
        if (h > 0 && cells[i - 1] === colour) this.union(i, i - 1);
        const beside = h + shiftLeft;
        if (beside >= 0 && beside < left && cells[i - rows + shiftLeft] === colour) this.union(i, i - rows + shiftLeft);
      }
      h1 = Math.imul(h1 ^ 0xff, 0x01000193);
      h2 = Math.imul(h2 ^ 0x3d, 0x5bd1e995);
    }
    for (let x = 0; x < cols; x++) {
      const base = x * rows;
      for (let i = base; i < base + heights[x]!; i++) {
        const root = this.find(i);
        if (root === i) {
          const id = this.components++;
          label[i] = id;
          this.first[id] = i;
          size[id] = 1;
          this.colour[id] = cells[i]!;
        } else {
          const id = label[root]!;
          label[i] = id;
          size[id]!++;
        }
      }
    }
    for (let id = 0; id < this.components; id++) {
      const colour = this.colour[id]!;
      parts[colour]!++;
      if (size[id] === 1) singles[colour]!++;
      else this.moves[this.moveCount++] = id;
    }
    this.hash = (h1 & 0x1fffff) * 0x100000000 + (h2 >>> 0);
    for (let c = 0; c < blocks.length; c++) if (blocks[c] === 1) this.dead = true;
    if (this.moveCount === 0 && grid.blocks > 0) this.dead = true;
  }

  /** Adds column `base..base+height` to each colour's run, ending runs of colours it lacks (null: past the last column). */
  private closeRuns(cells: Int8Array | null, base: number, height: number): void {
    const { reach, column } = this;
    column.fill(0);
    if (cells) for (let i = base; i < base + height; i++) column[cells[i]!]!++;
    for (let c = 0; c < reach.length; c++) {
      if (column[c]! > 0) {
        reach[c]! += column[c]!;
        continue;
      }
      if (reach[c] === 1) this.dead = true;
      else if (reach[c] === 2 || reach[c] === 3) this.scarce++;
      reach[c] = 0;
    }
  }

  private find(i: number): number {
    const { parent } = this;
    while (parent[i] !== i) {
      const up = parent[parent[i]!]!;
      parent[i] = up;
      i = up;
    }
    return i;
  }

  private union(a: number, b: number): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra < rb) this.parent[rb] = ra;
    else if (rb < ra) this.parent[ra] = rb;
  }
}
