import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../random/rng.ts';
import { same, type Board, type Params } from './index.ts';
import { isEmpty, replay, scoreByRules } from './test-support/replay.ts';
import { readSameStandard } from '../../../node/same-standard.ts';

/** The highest score reachable from `board`, by plain recursion (tiny boards only). */
function bestByBruteForce(board: Board, p: Params, memo = new Map<string, number>()): number {
  const key = JSON.stringify(board.cells);
  const known = memo.get(key);
  if (known !== undefined) return known;
  // The clearing bonus comes with the move that clears (in its step score).
  let best = 0;
  const tried = new Set<string>();
  for (let i = 0; i < board.cells.length; i++) {
    const next = same.step(board, { x: i % board.cols, y: Math.floor(i / board.cols) }, 0, p);
    if (!next.ok) continue;
    const after = JSON.stringify(next.value.board.cells);
    if (tried.has(after)) continue;
    tried.add(after);
    best = Math.max(best, next.value.score + bestByBruteForce(next.value.board, p, memo));
  }
  memo.set(key, best);
  return best;
}

const tiny = fc.record({
  colors: fc.integer({ min: 2, max: 3 }),
  cells: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 16, maxLength: 16 }),
  shift: fc.boolean(),
});

describe('same points search', () => {
  it('finds the best score on tiny boards, and the rules give its line that score', () => {
    fc.assert(
      fc.property(tiny, ({ colors, cells, shift }) => {
        const board: Board = { cols: 4, rows: 4, colors, cells: cells.map((c) => c % colors) };
        const p = same.paramsSchema.parse({ cols: 4, rows: 4, colors, shift });
        const solution = same.solve(board, p);
        const best = bestByBruteForce(board, p);
        expect(solution.best?.score ?? 0).toBe(best);
        if (solution.best) expect(scoreByRules(board, solution.best.moves, p).score).toBe(solution.best.score);
      }),
      { numRuns: 200 },
    );
  });

  it('scores what the rules score, and par is a clearing scoring no more than the best line', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 4, max: 10 }), fc.integer({ min: 3, max: 5 }), (seed, size, colors) => {
        const p = same.paramsSchema.parse({ cols: size, rows: size, colors });
        const board = same.generate(rngFromSeed(seed), p, 1).board;
        const solution = same.solve(board, p, { maxNodes: 20_000 });
        const best = solution.best!;
        const byRules = scoreByRules(board, best.moves, p);
        expect(byRules.score).toBe(best.score);
        // A line ends when no move is left.
        expect(same.status(byRules.end, byRules.score, p, null)).not.toBe('playing');
        if (solution.par !== null) {
          expect(isEmpty(replay(board, solution.moves, p))).toBe(true);
          expect(scoreByRules(board, solution.moves, p).score).toBeLessThanOrEqual(best.score);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('with work for beams past width 8 (sized to the work left), its best line and par replay by the rules to its scores', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (seed, shift) => {
        const p = same.paramsSchema.parse({ cols: 8, rows: 8, colors: 4, shift });
        const board = same.generate(rngFromSeed(seed), p, 1).board;
        const solution = same.solve(board, p, { maxNodes: 200_000 });
        const best = solution.best!;
        expect(scoreByRules(board, best.moves, p).score).toBe(best.score);
        if (solution.par !== null) {
          expect(solution.moves).toHaveLength(solution.par);
          expect(isEmpty(replay(board, solution.moves, p))).toBe(true);
          expect(scoreByRules(board, solution.moves, p).score).toBeLessThanOrEqual(best.score);
        }
      }),
      { numRuns: 12 },
    );
  });

  it('is deterministic, and a bigger budget never scores less on a standard board', () => {
    const board = readSameStandard()[0]!;
    const p = same.paramsSchema.parse({ cols: 15, rows: 15, colors: 5 });
    const small = same.solve(board, p, { maxNodes: 150_000 });
    expect(same.solve(board, p, { maxNodes: 150_000 })).toEqual(small);
    const bigger = same.solve(board, p, { maxNodes: 400_000 });
    expect(bigger.best!.score).toBeGreaterThanOrEqual(small.best!.score);
    expect(scoreByRules(board, bigger.best!.moves, p).score).toBe(bigger.best!.score);
  });
});
