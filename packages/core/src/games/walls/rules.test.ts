import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../random/rng.ts';
import { boardFromText, cellAt, moveSchema, wallCount, type Board } from './board.ts';
import { generate } from './generate.ts';
import { walls } from './index.ts';
import { runnerScore } from './runner.ts';

const params = { preset: 'normal' } as const;
const small = boardFromText('s...f\ns...f\ns...f', 2);

describe('walls step', () => {
  it('places and removes a wall, recomputing the score', () => {
    const placed = walls.step(small, { x: 2, y: 0 }, 4, params);
    expect(placed.ok).toBe(true);
    if (!placed.ok) return;
    expect(cellAt(placed.value.board, 2, 0)).toBe('w');
    expect(placed.value.cost).toBe(1);
    expect(placed.value.score).toBe(4);
    const second = walls.step(placed.value.board, { x: 2, y: 1 }, 4, params);
    expect(second.ok && second.value.score).toBe(4); // row 2 is still straight
    const removed = walls.step(placed.value.board, { x: 2, y: 0 }, 4, params);
    expect(removed.ok && removed.value.board).toEqual(small);
  });

  it('refuses a placement that leaves no path', () => {
    const two = boardFromText('s.w.f\ns.w.f\ns...f', 3);
    const result = walls.step(two, { x: 2, y: 2 }, 6, params);
    expect(result).toEqual({
      ok: false,
      error: { code: 'illegal_move', message: expect.stringMatching(/no path/), reason: { key: 'walls.blocks_path', values: { x: 2, y: 2 } } },
    });
  });

  it('refuses a placement beyond the budget, but allows removals', () => {
    const full = boardFromText('s.w.f\ns...f\ns.w.f', 2);
    const over = walls.step(full, { x: 1, y: 1 }, 4, params);
    expect(!over.ok && over.error.message).toMatch(/All 2 walls/);
    expect(walls.step(full, { x: 2, y: 0 }, 4, params).ok).toBe(true);
  });

  it('refuses rocks, starts, finishes, checkpoints and cells off the board', () => {
    const b = boardFromText('s.r.f\ns.A.f\ns...f', 2);
    for (const [x, y, why] of [
      [2, 0, /rock/],
      [0, 1, /start/],
      [4, 1, /finish/],
      [2, 1, /checkpoint A/],
      [5, 0, /off the/],
      [-1, 0, /off the/],
      [0, 3, /off the/],
    ] as const) {
      const result = walls.step(b, { x, y }, 4, params);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.code).toBe('illegal_move');
        expect(result.error.message).toMatch(why);
      }
    }
  });

  it('never throws, and keeps the board valid, on any schema-valid move', () => {
    const boards = ['p1', 'p2', 'p3'].map((seed) => generate(rngFromSeed(seed), { preset: 'simple' }, 1).board);
    const move = fc.record({ x: fc.integer({ min: -3, max: 16 }), y: fc.integer({ min: -3, max: 10 }) });
    fc.assert(
      fc.property(fc.constantFrom(...boards), fc.array(move, { maxLength: 40 }), (start, moves) => {
        let board: Board = start;
        for (const raw of moves) {
          const parsed = moveSchema.parse(raw);
          const result = walls.step(board, parsed, 0, params);
          if (!result.ok) {
            expect(result.error.code).toBe('illegal_move');
            continue;
          }
          board = result.value.board;
          expect(result.value.score).toBe(runnerScore(board));
          expect(result.value.score).toBeGreaterThan(0);
          expect(wallCount(board)).toBeLessThanOrEqual(board.walls);
        }
      }),
      { numRuns: 300 },
    );
    expect(walls.step(boards[0]!, { x: 1e9, y: -1e9 }, 0, params).ok).toBe(false);
  });

  it('never refuses every move at the start: some placement is legal', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const board = generate(rngFromSeed(seed), { preset: 'simple' }, 1).board;
        // Not necessarily the first empty cell: a wall there may block every path.
        const legal = board.cells.some((k, i) => k === '.' && walls.step(board, { x: i % board.cols, y: Math.floor(i / board.cols) }, 0, params).ok);
        expect(legal).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('walls status, progress, extras', () => {
  it('is solved at par, never stuck', () => {
    expect(walls.status(small, 10, params, 10)).toBe('solved');
    expect(walls.status(small, 11, params, 10)).toBe('solved');
    expect(walls.status(small, 9, params, 10)).toBe('playing');
    expect(walls.status(small, 9, params, null)).toBe('playing');
  });

  it('reports progress as score over par', () => {
    expect(walls.progress(small, small, 5, 10)).toBe(0.5);
    expect(walls.progress(small, small, 15, 10)).toBe(1);
    expect(walls.progress(small, small, 5, null)).toBe(0);
  });

  it('gives the runner path and the initial score', () => {
    expect(walls.initialScore(small, params)).toBe(4);
    expect(walls.extras(small, params).path).toEqual([0, 1, 2, 3, 4].map((x) => ({ x, y: 0 })));
  });
});
