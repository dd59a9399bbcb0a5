import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../random/rng.ts';
import { isSolved } from './board.ts';
import { checkBoard } from './describe.ts';
import { generatePipes } from './generate.ts';
import { COLS, ROWS } from './params.ts';

const board = (seed: string, cols: number, rows: number) => generatePipes(rngFromSeed(seed), { cols, rows }, 1).board;

describe('pipes generator v1', () => {
  it('keeps its golden boards', () => {
    expect(board('gold-1', 6, 4)).toEqual({
      cols: 6,
      rows: 4,
      start: { x: 0, y: 0 },
      end: { x: 5, y: 1 },
      tiles: [2, 9, 3, 3, 3, 12, 10, 5, 9, 10, 3, 8, 10, 12, 5, 3, 3, 12, 5, 12, 9, 12, 12, 9],
    });
    expect(board('gold-2', 3, 2)).toEqual({
      cols: 3,
      rows: 2,
      start: { x: 0, y: 0 },
      end: { x: 2, y: 0 },
      tiles: [2, 5, 8, 5, 6, 10],
    });
    expect(board('gold-3', 10, 8)).toEqual({
      cols: 10,
      rows: 8,
      start: { x: 0, y: 7 },
      end: { x: 9, y: 0 },
      // prettier-ignore
      tiles: [
        6, 5, 5, 5, 5, 10, 6, 12, 3, 8,
        5, 6, 10, 3, 3, 5, 10, 6, 3, 3,
        6, 3, 12, 10, 6, 5, 5, 3, 5, 12,
        3, 12, 3, 5, 5, 12, 9, 10, 5, 12,
        9, 6, 12, 5, 12, 12, 10, 10, 6, 3,
        9, 3, 5, 10, 10, 12, 9, 6, 3, 6,
        6, 3, 6, 3, 3, 12, 6, 12, 5, 9,
        2, 6, 12, 5, 10, 5, 3, 12, 10, 3,
      ],
    });
  });

  it('makes the same board from the same seed', () => {
    expect(board('again', 20, 15)).toEqual(board('again', 20, 15));
    expect(board('again', 20, 15)).not.toEqual(board('again!', 20, 15));
  });

  it('makes only well-formed, solvable, unsolved boards', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: COLS.min, max: COLS.max }), fc.integer({ min: ROWS.min, max: ROWS.max }), (seed, cols, rows) => {
        const made = board(seed, cols, rows);
        expect(made.tiles).toHaveLength(cols * rows);
        expect(isSolved(made)).toBe(false);
        // checkBoard covers the fixed tiles, pipes elsewhere, and solvability (by the solver).
        expect(checkBoard(made)).toEqual({ ok: true, value: { params: { cols, rows }, board: made } });
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses generator versions it does not have', () => {
    expect(() => generatePipes(rngFromSeed('x'), { cols: 6, rows: 4 }, 2)).toThrow(RangeError);
  });
});
