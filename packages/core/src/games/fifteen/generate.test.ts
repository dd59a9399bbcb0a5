import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../random/rng.ts';
import { isPermutation, isSolvable, isSolved } from './board.ts';
import { fifteen } from './index.ts';

const boardOf = (seed: string, size: number) => fifteen.generate(rngFromSeed(seed), { size }, 1).board;

describe('fifteen generator v1', () => {
  it('makes the same boards as always (golden vectors)', () => {
    expect(boardOf('gold-1', 3)).toEqual({ size: 3, tiles: [6, 4, 1, 8, 0, 7, 3, 2, 5] });
    expect(boardOf('gold-2', 4)).toEqual({ size: 4, tiles: [12, 1, 4, 10, 6, 0, 15, 5, 13, 7, 14, 2, 11, 8, 9, 3] });
    expect(boardOf('gold-3', 5)).toEqual({
      size: 5,
      tiles: [3, 21, 23, 22, 2, 9, 7, 12, 13, 17, 6, 19, 24, 5, 0, 14, 15, 8, 18, 16, 20, 10, 11, 1, 4],
    });
    expect(boardOf('gold-4', 6)).toEqual({
      size: 6,
      tiles: [11, 28, 29, 30, 22, 26, 1, 18, 3, 17, 23, 13, 12, 0, 33, 6, 35, 32, 15, 10, 14, 16, 19, 8, 5, 24, 9, 7, 2, 21, 27, 20, 34, 25, 31, 4],
    });
  });

  it('always makes a solvable, unsolved permutation that checkBoard accepts', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 3, max: 6 }), (seed, size) => {
        const board = boardOf(seed, size);
        expect(board.size).toBe(size);
        expect(isPermutation(size, board.tiles)).toBe(true);
        expect(isSolvable(size, board.tiles)).toBe(true);
        expect(isSolved(board.tiles)).toBe(false);
        expect(fifteen.checkBoard(board).ok).toBe(true);
      }),
      { numRuns: 4000 },
    );
  });

  it('is uniform enough: on 3x3 every cell sees the gap about equally often', () => {
    const counts = new Array<number>(9).fill(0);
    for (let i = 0; i < 9000; i++) counts[boardOf(`u${i}`, 3).tiles.indexOf(0)]!++;
    for (const count of counts) expect(Math.abs(count - 1000)).toBeLessThan(150);
  });

  it('refuses unknown generator versions', () => {
    expect(() => fifteen.generate(rngFromSeed('x'), { size: 4 }, 2)).toThrow();
    expect(fifteen.versions).toEqual([1]);
  });
});
