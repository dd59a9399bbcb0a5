import { spansOf, type Board, type Move } from './board.ts';

/**
 * A compact mutable board for the solver: columns bottom-up in one byte array
 * (`cells[x * rows + h]`, -1 when empty) and each column's height. Boards in JSON form are
 * row-major with y = 0 at the top; `Move`s use those coordinates.
 *
 * On a shaped board a column's stack stands on its floor (`floor[x]` rows above the
 * bottom); height h of column x then sits beside height `h + step[x]` of column x + 1
 * (`step[x] = floor[x] - floor[x + 1]`), all zeros on a rectangle. Shaped boards never shift.
 */
export class Grid {
  readonly cols: number;
  readonly rows: number;
  readonly colors: number;
  readonly cells: Int8Array;
  readonly heights: Int16Array;
  readonly floor: Int16Array;
  /** `floor[x] - floor[x + 1]` (0 past the last column). */
  readonly step: Int16Array;
  blocks: number;

  constructor(cols: number, rows: number, colors: number, cells: Int8Array, heights: Int16Array, blocks: number, floor?: Int16Array) {
    this.cols = cols;
    this.rows = rows;
    this.colors = colors;
    this.cells = cells;
    this.heights = heights;
    this.blocks = blocks;
    this.floor = floor ?? new Int16Array(cols);
    this.step = new Int16Array(cols);
    for (let x = 0; x + 1 < cols; x++) this.step[x] = this.floor[x]! - this.floor[x + 1]!;
  }

  static fromBoard(board: Board): Grid {
    const { cols, rows, colors } = board;
    const floor = board.mask ? Int16Array.from(spansOf(board).floor) : undefined;
    const cells = new Int8Array(cols * rows).fill(-1);
    const heights = new Int16Array(cols);
    let blocks = 0;
    for (let x = 0; x < cols; x++) {
      for (let y = rows - 1; y >= 0; y--) {
        const cell = board.cells[y * cols + x] ?? null;
        if (cell === null) continue;
        cells[x * rows + heights[x]!] = cell;
        heights[x]!++;
        blocks++;
      }
    }
    return new Grid(cols, rows, colors, cells, heights, blocks, floor);
  }

  clone(): Grid {
    return new Grid(this.cols, this.rows, this.colors, this.cells.slice(), this.heights.slice(), this.blocks, this.floor);
  }

  /** A text key of the position, for seeding and for telling positions apart. */
  key(): string {
    let key = `${this.cols}x${this.rows}:`;
    for (let x = 0; x < this.cols; x++) {
      for (let h = 0; h < this.heights[x]!; h++) key += String.fromCharCode(48 + this.cells[x * this.rows + h]!);
      key += '|';
    }
    return key;
  }

  /** The board move (x, y) naming the block at column x, height h. */
  moveAt(x: number, h: number): Move {
    return { x, y: this.rows - 1 - this.floor[x]! - h };
  }

  /** The cell (`x * rows + h`) a board move names. */
  cellOf(move: Move): number {
    return move.x * this.rows + (this.rows - 1 - this.floor[move.x]! - move.y);
  }

  perColor(): number[] {
    const counts = new Array<number>(this.colors).fill(0);
    for (let x = 0; x < this.cols; x++) {
      for (let h = 0; h < this.heights[x]!; h++) counts[this.cells[x * this.rows + h]!]!++;
    }
    return counts;
  }

  /**
   * Labels every group of two or more: `label[i]` is its index in the result or -1.
   * Each group lists its cells (as `x * rows + h`).
   */
  groups(label: Int32Array, stack: Int32Array): { colour: number; cells: number[] }[] {
    const { cols, rows, cells, heights, step } = this;
    label.fill(-2);
    const groups: { colour: number; cells: number[] }[] = [];
    for (let x = 0; x < cols; x++) {
      for (let h = 0; h < heights[x]!; h++) {
        const start = x * rows + h;
        if (label[start] !== -2) continue;
        const colour = cells[start]!;
        const members: number[] = [];
        const id = groups.length;
        label[start] = id;
        let top = 0;
        stack[top++] = start;
        while (top > 0) {
          const i = stack[--top]!;
          members.push(i);
          const cx = (i / rows) | 0;
          const ch = i - cx * rows;
          if (ch + 1 < heights[cx]! && label[i + 1] === -2 && cells[i + 1] === colour) {
            label[i + 1] = id;
            stack[top++] = i + 1;
          }
          if (ch > 0 && label[i - 1] === -2 && cells[i - 1] === colour) {
            label[i - 1] = id;
            stack[top++] = i - 1;
          }
          const right = ch + step[cx]!;
          const r = i + rows + step[cx]!;
          if (cx + 1 < cols && right >= 0 && right < heights[cx + 1]! && label[r] === -2 && cells[r] === colour) {
            label[r] = id;
            stack[top++] = r;
          }
          const left = cx > 0 ? ch - step[cx - 1]! : -1;
          const l = i - rows + left - ch;
          if (cx > 0 && left >= 0 && left < heights[cx - 1]! && label[l] === -2 && cells[l] === colour) {
            label[l] = id;
            stack[top++] = l;
          }
        }
        if (members.length >= 2) groups.push({ colour, cells: members });
        else label[start] = -1;
      }
    }
    return groups;
  }

  /** Takes over another grid's position (same size): no allocation, for scratch grids. */
  copyFrom(other: Grid): void {
    this.cells.set(other.cells);
    this.heights.set(other.heights);
    this.blocks = other.blocks;
  }

  /** Removes the cells (a group), lets blocks fall and, with shift, closes empty columns. */
  remove(members: readonly number[], shift: boolean): void {
    for (const i of members) this.cells[i] = -1;
    this.blocks -= members.length;
    this.settle(shift);
  }

  /**
   * Removes the group holding cell `first` (found by flood fill with the caller's `stack`),
   * so a solver can keep a move as one cell index instead of a list of members.
   */
  removeGroupAt(first: number, shift: boolean, stack: Int32Array): void {
    const { cols, rows, cells, heights, step } = this;
    const colour = cells[first]!;
    let top = 0;
    let removed = 0;
    cells[first] = -1;
    stack[top++] = first;
    while (top > 0) {
      const i = stack[--top]!;
      removed++;
      const cx = (i / rows) | 0;
      const ch = i - cx * rows;
      // Marked cells are -1, so the colour test also stops revisits.
      if (ch + 1 < heights[cx]! && cells[i + 1] === colour) {
        cells[i + 1] = -1;
        stack[top++] = i + 1;
      }
      if (ch > 0 && cells[i - 1] === colour) {
        cells[i - 1] = -1;
        stack[top++] = i - 1;
      }
      const right = ch + step[cx]!;
      const r = i + rows + step[cx]!;
      if (cx + 1 < cols && right >= 0 && right < heights[cx + 1]! && cells[r] === colour) {
        cells[r] = -1;
        stack[top++] = r;
      }
      const left = cx > 0 ? ch - step[cx - 1]! : -1;
      const l = i - rows + left - ch;
      if (cx > 0 && left >= 0 && left < heights[cx - 1]! && cells[l] === colour) {
        cells[l] = -1;
        stack[top++] = l;
      }
    }
    this.blocks -= removed;
    this.settle(shift);
  }

  /** Lets blocks fall over the removed (-1) cells and, with shift, closes empty columns. */
  private settle(shift: boolean): void {
    const { cols, rows, cells, heights } = this;
    let to = 0;
    for (let x = 0; x < cols; x++) {
      const base = x * rows;
      let h = 0;
      for (let k = 0; k < heights[x]!; k++) {
        const cell = cells[base + k]!;
        if (cell >= 0) cells[base + h++] = cell;
      }
      for (let k = h; k < heights[x]!; k++) cells[base + k] = -1;
      heights[x] = h;
      if (!shift) continue;
      if (h > 0) {
        if (to !== x) {
          cells.copyWithin(to * rows, base, base + rows);
          cells.fill(-1, base, base + rows);
          heights[to] = h;
          heights[x] = 0;
        }
        to++;
      }
    }
  }
}
