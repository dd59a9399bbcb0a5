import { CLEAR_BONUS, groupScore } from './board.ts';
import type { Grid } from './grid.ts';
import type { Budget } from './solve-rollouts.ts';

/** Random blocks tried for a move before a step lists every group. */
const SAMPLES = 8;

/**
 * Random playouts with the TabuColour policy (Schadd et al., "Single-Player Monte-Carlo Tree
 * Search", 2008): a colour chosen in advance (the one with the most blocks) is played only
 * when nothing else can be, so it gathers into a few big groups that score (n-2)² each.
 * The random stream is a xorshift seeded by the caller: the same seed, the same playouts.
 *
 * Playouts are most of the points search's work, so a step is kept lean: the playout runs
 * on its own copy of the grid framed by empty cells (no bounds tests). A step first tries a
 * few random blocks (`SAMPLES`): the first one not of the tabu colour with a neighbour of its
 * colour is played, its group found by one flood fill (so a group is chosen in proportion to
 * its size, and most steps never look at the whole board). When none is hit, one flood-fill
 * pass lists every group of two or more with its cells (cells already seen are told apart by
 * a stamp, so nothing is cleared between steps) and a group is drawn from that list, the
 * tabu colour only when nothing else is left. The chosen group's cells are emptied straight
 * from its list, and only the columns it touched settle.
 */
export class Playouts {
  /** The playout's board: columns of `stride = rows + 2` cells, a frame of -1 all round. */
  private readonly board: Int8Array;
  private readonly heights: Int16Array;
  /** Each framed column's floor (shaped boards: the rows below its run of cells stay -1). */
  private readonly floor: Int16Array;
  private stride = 0;
  private readonly stack: Int32Array;
  /** Stamp of the pass that last reached each cell. */
  private readonly seen: Int32Array;
  private stamp = 0;
  /** The cells of every group found by the last pass, group after group. */
  private readonly members: Int32Array;
  /** Per group of the last pass: where its cells start in `members`, how many, its colour. */
  private readonly start: Int32Array;
  private readonly size: Int32Array;
  private readonly colour: Int8Array;
  private readonly choices: Int32Array;
  private state: number;
  /** Cells (`x * rows + h` of the grid played) of the groups removed by the last playout, in order. */
  readonly cells: Int32Array;
  length = 0;
  /** Whether the last playout cleared the board. */
  cleared = false;

  /** `cols` and `rows`: the largest grid to be played. */
  constructor(cols: number, rows: number, seed: number) {
    const framed = (cols + 2) * (rows + 2);
    this.board = new Int8Array(framed);
    this.heights = new Int16Array(cols + 2);
    this.floor = new Int16Array(cols + 2);
    this.stack = new Int32Array(framed);
    this.seen = new Int32Array(framed);
    this.members = new Int32Array(framed);
    this.start = new Int32Array(framed);
    this.size = new Int32Array(framed);
    this.colour = new Int8Array(framed);
    this.choices = new Int32Array(framed);
    this.cells = new Int32Array(cols * rows);
    this.state = seed | 0 || 0x2545f491;
  }

  /** Plays from `grid` (left as it is) to the end; the points made, clearing bonus included. */
  play(grid: Grid, shift: boolean, tabu: number, work: Budget, cost: number): number {
    const { choices, members, start, size, colour } = this;
    const { cols, rows } = grid;
    const stride = rows + 2;
    this.load(grid);
    let blocks = grid.blocks;
    let points = 0;
    this.length = 0;
    for (;;) {
      // A sampled group is listed from members[0]; else a group drawn from the full list.
      let from = 0;
      let n = this.sample(cols, blocks, tabu);
      if (n === 0) {
        const groups = this.findGroups(cols);
        if (groups === 0) break;
        let count = 0;
        for (let g = 0; g < groups; g++) if (colour[g] !== tabu) choices[count++] = g;
        if (count === 0) for (let g = 0; g < groups; g++) choices[count++] = g;
        const g = choices[this.next() % count]!;
        from = start[g]!;
        n = size[g]!;
      }
      work.nodes += cost;
      points += groupScore(n);
      const first = members[from]!;
      const x = ((first / stride) | 0) - 1;
      this.cells[this.length++] = x * rows + (first - (x + 1) * stride - 1 - this.floor[x + 1]!);
      this.removeListed(cols, from, n, shift);
      blocks -= n;
    }
    this.cleared = blocks === 0;
    return points + (blocks === 0 ? CLEAR_BONUS : 0);
  }

  /**
   * Tries a few random blocks: the first that is not of the tabu colour and has a neighbour
   * of its colour names the group played (listed into `members` from 0); its size, or 0.
   */
  private sample(cols: number, blocks: number, tabu: number): number {
    const { board, heights, stride } = this;
    for (let t = 0; t < SAMPLES && blocks > 0; t++) {
      let k = this.next() % blocks;
      let x = 1;
      while (k >= heights[x]!) k -= heights[x++]!;
      const i = x * stride + 1 + this.floor[x]! + k;
      const c = board[i]!;
      if (c === tabu) continue;
      if (board[i + 1] !== c && board[i - 1] !== c && board[i + stride] !== c && board[i - stride] !== c) continue;
      return this.fill(i, c, 0, ++this.stamp);
    }
    return 0;
  }

  /** Copies `grid` into the framed board. */
  private load(grid: Grid): void {
    const { cols, rows, cells, heights } = grid;
    const stride = rows + 2;
    this.stride = stride;
    const board = this.board;
    board.fill(-1, 0, (cols + 2) * stride);
    for (let x = 0; x < cols; x++) {
      const height = heights[x]!;
      this.heights[x + 1] = height;
      this.floor[x + 1] = grid.floor[x]!;
      const to = (x + 1) * stride + 1 + grid.floor[x]! - x * rows;
      for (let i = x * rows; i < x * rows + height; i++) board[i + to] = cells[i]!;
    }
  }

  /** Lists the group of colour `c` holding cell `i` into `members` from `used`; returns where the list ends. */
  private fill(i: number, c: number, used: number, stamp: number): number {
    const { board, stride, seen, stack, members } = this;
    seen[i] = stamp;
    let top = 0;
    stack[top++] = i;
    while (top > 0) {
      const j = stack[--top]!;
      members[used++] = j;
      let n = j + 1;
      if (board[n] === c && seen[n] !== stamp) {
        seen[n] = stamp;
        stack[top++] = n;
      }
      n = j - 1;
      if (board[n] === c && seen[n] !== stamp) {
        seen[n] = stamp;
        stack[top++] = n;
      }
      n = j + stride;
      if (board[n] === c && seen[n] !== stamp) {
        seen[n] = stamp;
        stack[top++] = n;
      }
      n = j - stride;
      if (board[n] === c && seen[n] !== stamp) {
        seen[n] = stamp;
        stack[top++] = n;
      }
    }
    return used;
  }

  /** Lists every group of two or more (flood fill); returns how many. */
  private findGroups(cols: number): number {
    const { board, heights, stride, seen, start, size, colour } = this;
    const stamp = ++this.stamp;
    let groups = 0;
    let used = 0;
    for (let x = 1; x <= cols; x++) {
      const base = x * stride + 1 + this.floor[x]!;
      const end = base + heights[x]!;
      for (let i = base; i < end; i++) {
        if (seen[i] === stamp) continue;
        const c = board[i]!;
        // A block unlike all four neighbours is no move: skip the fill.
        if (board[i + 1] !== c && board[i - 1] !== c && board[i + stride] !== c && board[i - stride] !== c) continue;
        const from = used;
        used = this.fill(i, c, used, stamp);
        start[groups] = from;
        size[groups] = used - from;
        colour[groups] = c;
        groups++;
      }
    }
    if (this.stamp > 0x3fffffff) {
      seen.fill(0);
      this.stamp = 0;
    }
    return groups;
  }

  /** Empties the `n` cells listed from `members[from]`, lets blocks fall and, with shift, closes empty columns. */
  private removeListed(cols: number, from: number, n: number, shift: boolean): void {
    const { board, heights, stride, members } = this;
    let low = cols + 1;
    let high = 0;
    for (let k = from; k < from + n; k++) {
      const i = members[k]!;
      board[i] = -1;
      const x = (i / stride) | 0;
      if (x < low) low = x;
      if (x > high) high = x;
    }
    let emptied = false;
    for (let x = low; x <= high; x++) {
      const base = x * stride + 1 + this.floor[x]!;
      const height = heights[x]!;
      let h = 0;
      for (let k = 0; k < height; k++) {
        const cell = board[base + k]!;
        if (cell >= 0) board[base + h++] = cell;
      }
      board.fill(-1, base + h, base + height);
      heights[x] = h;
      if (h === 0) emptied = true;
    }
    if (!shift || !emptied) return;
    let to = low;
    for (let x = low; x <= cols; x++) {
      const h = heights[x]!;
      if (h === 0) continue;
      if (to !== x) {
        board.copyWithin(to * stride + 1, x * stride + 1, x * stride + 1 + h);
        board.fill(-1, x * stride + 1, x * stride + 1 + h);
        board.fill(-1, to * stride + 1 + h, to * stride + stride - 1);
        heights[to] = h;
        heights[x] = 0;
      }
      to++;
    }
  }

  private next(): number {
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x;
    return x >>> 0;
  }
}
