import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rngFromSeed } from '../../random/rng.ts';
import { Grid } from './grid.ts';
import { same, type Board, type Params } from './index.ts';
import { isEmpty, replay } from './test-support/replay.ts';
import { clearByBeam } from './solve-beam.ts';

function expectClearing(board: Board, p: Params): void {
  const solution = same.solve(board, p);
  expect(solution.par).not.toBeNull();
  expect(solution.moves).toHaveLength(solution.par!);
  expect(isEmpty(replay(board, solution.moves, p))).toBe(true);
}

describe('same beam solver', () => {
  it('clears every small soluble board, with moves that replay to an empty board', () => {
    fc.assert(
      // 8x8 without shift is left out: about 1 board in 200 needs more than the default work.
      fc.property(fc.string(), fc.constantFrom([6, true], [8, true], [6, false] as const), (seed, [size, shift]) => {
        const p = same.paramsSchema.parse({ cols: size, rows: size, colors: 3, generator: 'soluble', shift });
        expectClearing(same.generate(rngFromSeed(seed), p, 1).board, p);
      }),
      // Forty boards in a test run: a sweep of hundreds is minutes on a busy machine.
      { numRuns: 40 },
    );
  });

  it('clears 8x8 boards without shift', () => {
    const p = same.paramsSchema.parse({ cols: 8, rows: 8, colors: 3, generator: 'soluble', shift: false });
    for (let i = 0; i < 5; i++) expectClearing(same.generate(rngFromSeed(`noshift-${i}`), p, 1).board, p);
  });

  it('clears soluble boards with 4 and 5 colours', () => {
    for (const colors of [4, 5]) {
      const p = same.paramsSchema.parse({ cols: 10, rows: 10, colors, generator: 'soluble' });
      for (const seed of ['a', 'b', 'c', 'd', 'e']) expectClearing(same.generate(rngFromSeed(seed), p, 1).board, p);
    }
  });

  it('clears the 6x6 board the old solver missed (same.v1.6x6c3s.~8JCKtg)', () => {
    const cells = [1, 0, 2, 0, 0, 1, 1, 0, 2, 0, 1, 0, 0, 2, 1, 2, 0, 0, 0, 2, 1, 2, 0, 1, 1, 0, 2, 1, 2, 1, 0, 2, 1, 0, 2, 1];
    const p = same.paramsSchema.parse({ cols: 6, rows: 6, colors: 3, generator: 'soluble' });
    expectClearing({ cols: 6, rows: 6, colors: 3, cells }, p);
  });

  it('is deterministic, and stops when the work runs out', () => {
    const p = same.paramsSchema.parse({ cols: 15, rows: 10, colors: 5, generator: 'soluble' });
    const board = same.generate(rngFromSeed('again'), p, 1).board;
    expect(same.solve(board, p)).toEqual(same.solve(board, p));
    const work = { nodes: 0, limit: 10 };
    expect(clearByBeam(Grid.fromBoard(board), true, 4, work, 1)).toBe('spent');
    expect(work.nodes).toBe(11);
  });

  it('proves a board hopeless when no position was ever dropped', () => {
    // Only the 2s can go, and after them no two blocks of one colour touch.
    const board: Board = { cols: 3, rows: 2, colors: 3, cells: [1, 2, 2, 0, 1, 0] };
    const work = { nodes: 0, limit: 1000 };
    expect(clearByBeam(Grid.fromBoard(board), false, 100, work, 1)).toBe('impossible');
  });
});
