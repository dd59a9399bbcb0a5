import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../random/rng.ts';
import { expectOk } from '../../result.ts';
import { boardFromText, type Board } from './board.ts';
import { checkBoard, readDescribed, writeDescribed } from './describe.ts';
import { generate } from './generate.ts';
import { maxWallsFor } from './params.ts';

const seededBoard = fc
  .record({
    seed: fc.string(),
    cols: fc.integer({ min: 5, max: 30 }),
    rows: fc.integer({ min: 3, max: 20 }),
    checkpoints: fc.integer({ min: 0, max: 5 }),
    percent: fc.integer({ min: 0, max: 30 }),
  })
  .map(({ seed, cols, rows, checkpoints, percent }) => generate(rngFromSeed(seed), { cols, rows, walls: maxWallsFor(cols, rows), checkpoints, rocks: percent / 100 }, 1).board);

describe('walls described ids', () => {
  it('writes a compact, canonical body', () => {
    const board = boardFromText('s...f\nsrA.f\ns...f', 2);
    expect(writeDescribed(board)).toBe('5x3w2_3orA4o');
    expect(expectOk(readDescribed('5x3w2_3orA4o'))).toEqual({
      params: { cols: 5, rows: 3, walls: 2, checkpoints: 1, rocks: 0.07 },
      board,
    });
  });

  it('round-trips every generated board', () => {
    fc.assert(
      fc.property(seededBoard, (board) => {
        const body = writeDescribed(board);
        expect(body).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(expectOk(readDescribed(body)).board).toEqual(board);
      }),
      { numRuns: 500 },
    );
  });

  it('round-trips every body that reads: format(parse(s)) is s', () => {
    const body = fc.oneof(
      fc.stringMatching(/^[5-7]x3w[1-5]_([1-9]?[orA-C]){1,9}$/),
      fc.constantFrom('5x3w2_9o', '5x3w2_1o8o', '5x3w2_2o7o', '5x3w2_09o', '5x3w2_o8o', '5x3w2_4o4o1o'),
      fc.string(),
    );
    fc.assert(
      fc.property(body, (s) => {
        const read = readDescribed(s);
        if (read.ok) expect(writeDescribed(read.value.board)).toBe(s);
        else expect(read.error.code).toBe('invalid_board');
      }),
      { numRuns: 3000 },
    );
    expect(readDescribed('5x3w2_9o').ok).toBe(true);
    expect(readDescribed('5x3w2_o8o').ok).toBe(false);
    expect(readDescribed('5x3w2_1o8o').ok).toBe(false);
  });

  it('checks boards with reasons', () => {
    const refuse = (board: Board, why: RegExp) => {
      const result = checkBoard(board);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.message).toMatch(why);
    };
    refuse(boardFromText('s...f\ns.r.f\n....f', 2), /must be "s"/);
    refuse(boardFromText('s...f\ns.r.f\ns...s', 2), /must be "f"/);
    refuse(boardFromText('s.s.f\ns.r.f\ns...f', 2), /outer columns/);
    refuse(boardFromText('s...f\ns.w.f\ns...f', 2), /no player walls/);
    refuse(boardFromText('s.A.f\ns.A.f\ns...f', 2), /twice/);
    refuse(boardFromText('s.B.f\ns...f\ns...f', 2), /in order/);
    refuse(boardFromText('s.r.f\ns.r.f\ns.r.f', 2), /no path/);
    refuse(boardFromText('s...f\ns...f\ns...f', 6), /budget/);
    refuse(boardFromText('s...f\ns...f\ns...f', 0), /budget/);
    refuse(boardFromText('srr.f\nsr.rf\ns.rrf', 2), /30%/);
    refuse(boardFromText('s..f\ns..f\ns..f', 2), /columns/);
    refuse({ cols: 5, rows: 3, walls: 2, cells: ['s'] }, /15 cells/);
  });
});
