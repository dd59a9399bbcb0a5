import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rngFromSeed } from '../../random/rng.ts';
import { same, type Board, type Params } from './index.ts';
import { isEmpty, replay } from './test-support/replay.ts';

/** Fewest moves that clear the board, by plain recursion over every cell (tiny boards only). */
function bruteForce(board: Board, p: Params, memo = new Map<string, number>()): number {
  if (isEmpty(board)) return 0;
  const key = JSON.stringify(board.cells);
  const known = memo.get(key);
  if (known !== undefined) return known;
  memo.set(key, Infinity);
  let best = Infinity;
  for (let i = 0; i < board.cells.length; i++) {
    const next = same.step(board, { x: i % board.cols, y: Math.floor(i / board.cols) }, 0, p);
    if (next.ok) best = Math.min(best, 1 + bruteForce(next.value.board, p, memo));
  }
  memo.set(key, best);
  return best;
}

/** A tiny board: a random full 4x3 or 4x4 area at the bottom of a 4x4 board. */
const tiny = fc.record({
  rows: fc.integer({ min: 3, max: 4 }),
  colors: fc.integer({ min: 2, max: 3 }),
  cells: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 16, maxLength: 16 }),
  shift: fc.boolean(),
});

describe('same solver', () => {
  it('agrees with brute force on tiny boards, and its shortest clearing replays', () => {
    fc.assert(
      fc.property(tiny, ({ rows, colors, cells, shift }) => {
        const board: Board = { cols: 4, rows: 4, colors, cells: cells.map((c, i) => (i < (4 - rows) * 4 ? null : c % colors)) };
        const p = same.paramsSchema.parse({ cols: 4, rows: 4, colors, shift });
        const best = bruteForce(board, p);
        const solution = same.solve(board, p);
        if (best === Infinity) {
          expect(solution.par).toBeNull();
        } else {
          expect(solution.par).toBe(best);
          expect(solution.optimal).toBe(true);
          expect(solution.moves).toHaveLength(best);
          expect(isEmpty(replay(board, solution.moves, p))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('clears runs boards with moves that replay to an empty board', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 4, max: 12 }), fc.integer({ min: 4, max: 12 }), (seed, cols, rows) => {
        const p = same.paramsSchema.parse({ cols, rows, colors: 3 });
        const board = same.generate(rngFromSeed(seed), p, 1).board;
        const solution = same.solve(board, p, { maxNodes: 3000 });
        if (solution.par === null) return;
        expect(solution.moves).toHaveLength(solution.par);
        expect(isEmpty(replay(board, solution.moves, p))).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('clears default-size runs boards within the default bound', () => {
    const p = same.defaultParams;
    for (const seed of ['par-1', 'par-2', 'par-3']) {
      const board = same.generate(rngFromSeed(seed), p, 1).board;
      const solution = same.solve(board, p);
      expect(solution.par).not.toBeNull();
      expect(solution.optimal).toBe(false);
      expect(solution.moves).toHaveLength(solution.par!);
      expect(isEmpty(replay(board, solution.moves, p))).toBe(true);
    }
  });

  it('gives hints from a soluble board in mid-run', () => {
    const p = same.paramsSchema.parse({ cols: 15, rows: 10, generator: 'soluble' });
    const { board, knownSolution } = same.generate(rngFromSeed('hint'), p, 1);
    const midway = replay(board, knownSolution!.slice(0, 10), p);
    const solution = same.solve(midway, p);
    expect(solution.par).not.toBeNull();
    expect(isEmpty(replay(midway, solution.moves, p))).toBe(true);
  });

  it('is deterministic, bounded by work, and honest when it finds nothing', () => {
    const p = same.paramsSchema.parse({ colors: 6, maxRun: 1 });
    const board = same.generate(rngFromSeed('hard'), p, 1).board;
    expect(same.solve(board, p, { maxNodes: 500 })).toEqual(same.solve(board, p, { maxNodes: 500 }));
    const lost: Board = { cols: 4, rows: 4, colors: 3, cells: [...new Array(12).fill(null), 0, 0, 1, 2] };
    expect(same.solve(lost, p)).toMatchObject({ par: null, optimal: false, moves: [], best: { score: 0 } });
    expect(same.solve({ ...lost, cells: new Array(16).fill(null) }, p)).toEqual({ par: 0, optimal: true, moves: [], best: { score: 0, moves: [] } });
  });
});
