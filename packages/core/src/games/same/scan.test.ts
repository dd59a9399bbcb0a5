import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isClearable } from './clearable.ts';
import { Grid } from './grid.ts';
import { Scan } from './scan.ts';
import type { Board } from './board.ts';

/** A random board with gravity: each column a random stack, bottom-aligned. */
const board = fc
  .record({
    cols: fc.integer({ min: 1, max: 8 }),
    rows: fc.integer({ min: 1, max: 8 }),
    colors: fc.integer({ min: 2, max: 5 }),
    seedCells: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 64, maxLength: 64 }),
    heights: fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 8, maxLength: 8 }),
  })
  .map(({ cols, rows, colors, seedCells, heights }): Board => {
    const cells = new Array<number | null>(cols * rows).fill(null);
    for (let x = 0; x < cols; x++) {
      const height = Math.min(rows, heights[x]!);
      for (let h = 0; h < height; h++) cells[(rows - 1 - h) * cols + x] = seedCells[x * 8 + h]! % colors;
    }
    return { cols, rows, colors, cells };
  });

/** Whether some sequence of moves clears the grid, without shift (tiny boards only). */
function clearable(grid: Grid, memo: Map<string, boolean>): boolean {
  if (grid.blocks === 0) return true;
  const key = grid.key();
  const known = memo.get(key);
  if (known !== undefined) return known;
  const size = grid.cols * grid.rows;
  const result = grid.groups(new Int32Array(size), new Int32Array(size)).some((group) => {
    const next = grid.clone();
    next.remove(group.cells, false);
    return clearable(next, memo);
  });
  memo.set(key, result);
  return result;
}

const sorted = (groups: number[][]) => groups.map((g) => [...g].sort((a, b) => a - b)).sort((a, b) => a[0]! - b[0]!);

describe('same solver scan', () => {
  it('finds the same groups as the flood fill, and counts every block once', () => {
    fc.assert(
      fc.property(board, (b) => {
        const grid = Grid.fromBoard(b);
        const scan = new Scan(b.cols * b.rows, b.colors);
        scan.run(grid, true);
        const flood = grid.groups(new Int32Array(b.cols * b.rows), new Int32Array(b.cols * b.rows)).map((g) => g.cells);
        const mine: number[][] = [];
        for (let m = 0; m < scan.moveCount; m++) {
          const id = scan.moves[m]!;
          const members: number[] = [];
          for (let i = 0; i < scan.label.length; i++) if (grid.cells[i]! >= 0 && scan.label[i] === id) members.push(i);
          expect(members).toHaveLength(scan.size[id]!);
          mine.push(members);
        }
        expect(sorted(mine)).toEqual(sorted(flood));
        expect([...scan.blocks]).toEqual(grid.perColor());
      }),
      { numRuns: 300 },
    );
  });

  it('calls a position dead when the clearable checks do, and with shift only then', () => {
    fc.assert(
      fc.property(board, fc.boolean(), (b, shift) => {
        const scan = new Scan(b.cols * b.rows, b.colors);
        scan.run(Grid.fromBoard(b), shift);
        if (shift) expect(scan.dead).toBe(!isClearable(b, shift));
        else if (!isClearable(b, shift)) expect(scan.dead).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('calls a position dead only when no clearing exists (checked by brute force without shift)', () => {
    const small = board.filter((b) => b.cells.filter((c) => c !== null).length <= 14);
    fc.assert(
      fc.property(small, (b) => {
        const scan = new Scan(b.cols * b.rows, b.colors);
        scan.run(Grid.fromBoard(b), false);
        if (scan.dead) expect(clearable(Grid.fromBoard(b), new Map())).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('without shift, sees a colour cut off in a run of columns of its own', () => {
    // Column 1 holds no 0, so the 0 at the bottom right can never meet the 0s on the left.
    const b: Board = { cols: 3, rows: 2, colors: 2, cells: [0, 1, 1, 0, 1, 0] };
    const scan = new Scan(6, 2);
    scan.run(Grid.fromBoard(b), false);
    expect(isClearable(b, false)).toBe(true);
    expect(scan.dead).toBe(true);
    expect(clearable(Grid.fromBoard(b), new Map())).toBe(false);
    scan.run(Grid.fromBoard(b), true);
    expect(scan.dead).toBe(false);
  });

  it('hashes equal positions equally and tells a moved block apart', () => {
    const b: Board = { cols: 2, rows: 2, colors: 3, cells: [0, 1, 2, 1] };
    const scan = new Scan(4, 3);
    scan.run(Grid.fromBoard(b), true);
    const first = scan.hash;
    scan.run(Grid.fromBoard({ ...b }), true);
    expect(scan.hash).toBe(first);
    scan.run(Grid.fromBoard({ ...b, cells: [1, 0, 2, 1] }), true);
    expect(scan.hash).not.toBe(first);
  });

  it('removes a group from one of its cells exactly as from its member list', () => {
    fc.assert(
      fc.property(board, fc.boolean(), fc.nat(), (b, shift, pick) => {
        const grid = Grid.fromBoard(b);
        const groups = grid.groups(new Int32Array(b.cols * b.rows), new Int32Array(b.cols * b.rows));
        if (groups.length === 0) return;
        const group = groups[pick % groups.length]!;
        const byList = grid.clone();
        byList.remove(group.cells, shift);
        const byCell = grid.clone();
        byCell.removeGroupAt(group.cells[0]!, shift, new Int32Array(b.cols * b.rows));
        expect(byCell.key()).toBe(byList.key());
        expect(byCell.blocks).toBe(byList.blocks);
      }),
      { numRuns: 300 },
    );
  });
});
