import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLEAR_BONUS, groupScore, type Board } from './board.ts';
import { Grid } from './grid.ts';
import { Playouts } from './playout.ts';

const boards = fc
  .record({ cols: fc.integer({ min: 1, max: 9 }), rows: fc.integer({ min: 1, max: 9 }), colors: fc.integer({ min: 1, max: 4 }), seed: fc.integer() })
  .chain(({ cols, rows, colors, seed }) =>
    fc.record({
      board: fc.array(fc.integer({ min: 0, max: colors - 1 }), { minLength: cols * rows, maxLength: cols * rows }).map((cells): Board => ({ cols, rows, colors, cells })),
      shift: fc.boolean(),
      tabu: fc.integer({ min: 0, max: colors - 1 }),
      seed: fc.constant(seed),
    }),
  );

describe('TabuColour playouts', () => {
  it('record a line that replays, group by group, to the points and the end they report, and leave the grid as it was', () => {
    fc.assert(
      fc.property(boards, ({ board, shift, tabu, seed }) => {
        const grid = Grid.fromBoard(board);
        const before = grid.key();
        const playouts = new Playouts(board.cols, board.rows, seed);
        const points = playouts.play(grid, shift, tabu, { nodes: 0, limit: Infinity }, 1);
        expect(grid.key()).toBe(before);
        const replay = grid.clone();
        const stack = new Int32Array(board.cols * board.rows);
        const label = new Int32Array(board.cols * board.rows);
        let score = 0;
        for (let k = 0; k < playouts.length; k++) {
          const cell = playouts.cells[k]!;
          // Each recorded cell names a group of two or more; the tabu colour only goes when nothing else can.
          const groups = replay.groups(label, stack);
          const group = groups[label[cell]!];
          expect(group).toBeDefined();
          if (group!.colour === tabu) expect(groups.every((g) => g.colour === tabu)).toBe(true);
          score += groupScore(group!.cells.length);
          replay.removeGroupAt(cell, shift, stack);
        }
        // It ends only when no move is left, and says whether the board was cleared.
        expect(replay.groups(label, stack)).toHaveLength(0);
        expect(playouts.cleared).toBe(replay.blocks === 0);
        expect(points).toBe(score + (replay.blocks === 0 ? CLEAR_BONUS : 0));
      }),
      { numRuns: 300 },
    );
  });

  it('plays the same line from the same seed', () => {
    const board: Board = { cols: 6, rows: 5, colors: 3, cells: Array.from({ length: 30 }, (_, i) => (i * 7 + (i >> 2)) % 3) };
    const line = (seed: number) => {
      const playouts = new Playouts(6, 5, seed);
      const points = playouts.play(Grid.fromBoard(board), true, 0, { nodes: 0, limit: Infinity }, 1);
      return { points, cells: Array.from(playouts.cells.subarray(0, playouts.length)) };
    };
    expect(line(42)).toEqual(line(42));
  });
});
