import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../random/rng.ts';
import { connectedCount, connectedToStart, isSolved, tileKind, type Board } from './board.ts';
import { generatePipes } from './generate.ts';
import { pipes } from './index.ts';
import { progressOf, statusOf, stepPipes } from './rules.ts';

const params = { cols: 6, rows: 4 };
const board = (seed: string) => generatePipes(rngFromSeed(seed), params, 1).board;

// 3 x 2, start (0, 0), end (2, 0): the straight at (1, 0) stands upright, so nothing connects.
const upright: Board = { cols: 3, rows: 2, start: { x: 0, y: 0 }, end: { x: 2, y: 0 }, tiles: [2, 5, 8, 6, 9, 3] };

describe('pipes rules', () => {
  it('turns a tile a quarter turn each way', () => {
    const cw = stepPipes(upright, { x: 1, y: 1, turn: 'cw' });
    expect(cw.ok && cw.value.board.tiles[4]).toBe(3);
    const ccw = stepPipes(upright, { x: 1, y: 1, turn: 'ccw' });
    expect(ccw.ok && ccw.value.board.tiles[4]).toBe(12);
    expect(upright.tiles[4]).toBe(9);
  });

  it('solves the small board with one turn, counting one move', () => {
    expect(statusOf(upright)).toBe('playing');
    const stepped = stepPipes(upright, { x: 1, y: 0, turn: 'ccw' });
    expect(stepped).toMatchObject({ ok: true, value: { score: 3, cost: 1 } });
    if (!stepped.ok) return;
    expect(statusOf(stepped.value.board)).toBe('solved');
    expect(connectedToStart(stepped.value.board)).toEqual([true, true, true, false, false, false]);
    expect(progressOf(stepped.value.board)).toBe(1);
  });

  it('refuses to turn the start, the end, or a cell off the board, with a reason', () => {
    for (const move of [
      { x: 0, y: 0, turn: 'cw' },
      { x: 2, y: 0, turn: 'ccw' },
      { x: 3, y: 0, turn: 'cw' },
      { x: -1, y: 1, turn: 'cw' },
      { x: 0, y: 2, turn: 'cw' },
    ] as const) {
      const stepped = stepPipes(upright, move);
      expect(stepped.ok).toBe(false);
      if (!stepped.ok) expect(stepped.error.code).toBe('illegal_move');
    }
    expect(stepPipes(upright, { x: 0, y: 0, turn: 'cw' })).toMatchObject({ error: { message: 'The start tile does not rotate.' } });
  });

  it('connects only openings that face each other; openings to the border are allowed', () => {
    // The corner at (1, 0) opens W and S; (1, 1) opens N and E; (2, 1) opens W and N: a chain to the end.
    const bent: Board = { cols: 3, rows: 2, start: { x: 0, y: 0 }, end: { x: 2, y: 0 }, tiles: [2, 12, 8, 5, 3, 9] };
    expect(connectedToStart(bent)).toEqual([true, true, false, false, true, true]);
    expect(isSolved(bent)).toBe(false); // (2, 1) opens N toward the end, which opens only W.
    const toBorder: Board = { ...bent, tiles: [2, 9, 8, 5, 3, 9] };
    expect(connectedToStart(toBorder)).toEqual([true, true, false, false, false, false]);
    expect(connectedCount(toBorder)).toBe(2);
  });

  it('names each tile kind', () => {
    expect([0, 1, 2].map((x) => tileKind(upright, x, 0))).toEqual(['start', 'straight', 'end']);
    expect(tileKind(upright, 0, 1)).toBe('corner');
  });

  it('never throws on any move the schema lets through; cw then ccw is the identity', () => {
    const anyMove = fc.record({ x: fc.integer({ min: -3, max: 8 }), y: fc.integer({ min: -3, max: 6 }), turn: fc.constantFrom('cw' as const, 'ccw' as const) });
    fc.assert(
      fc.property(fc.string(), anyMove, (seed, raw) => {
        const start = board(seed);
        const move = pipes.moveSchema.parse(raw);
        const stepped = pipes.step(start, move, pipes.initialScore(start, params), params);
        if (!stepped.ok) {
          expect(stepped.error.code).toBe('illegal_move');
          return;
        }
        expect(stepped.value.score).toBe(connectedCount(stepped.value.board));
        const back = pipes.step(stepped.value.board, { ...move, turn: move.turn === 'cw' ? 'ccw' : 'cw' }, 0, params);
        expect(back.ok && back.value.board).toEqual(start);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps progress in [0, 1), reaching 1 only when solved', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const start = board(seed);
        const progress = pipes.progress(start, start, 0, null);
        expect(progress).toBeGreaterThan(0);
        expect(progress).toBeLessThan(1);
        const solution = pipes.solve(start, params);
        let now = start;
        for (const move of solution.moves) {
          const stepped = pipes.step(now, move, 0, params);
          if (stepped.ok) now = stepped.value.board;
        }
        expect(pipes.status(now, 0, params, solution.par)).toBe('solved');
        expect(pipes.progress(now, start, 0, solution.par)).toBe(1);
      }),
      { numRuns: 300 },
    );
  });

  it('has no extras and scores a fresh board by its tiles joined to the start', () => {
    expect(pipes.extras(upright, params)).toEqual({});
    expect(pipes.initialScore(upright, params)).toBe(1);
  });
});
