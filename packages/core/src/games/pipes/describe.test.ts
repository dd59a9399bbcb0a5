import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../random/rng.ts';
import type { Board } from './board.ts';
import { checkBoard, readDescribed, writeDescribed } from './describe.ts';
import { generatePipes } from './generate.ts';

const board = (seed: string, cols: number, rows: number) => generatePipes(rngFromSeed(seed), { cols, rows }, 1).board;
const small: Board = { cols: 3, rows: 2, start: { x: 0, y: 0 }, end: { x: 2, y: 0 }, tiles: [2, 5, 8, 6, 9, 3] };
const DESCRIBED_BODY = /^[A-Za-z0-9_-]+$/;

describe('pipes described boards', () => {
  it('writes size, start row, end row, then a hex digit per tile', () => {
    expect(writeDescribed(small)).toBe('3x2s0e0_258693');
    expect(writeDescribed(board('gold-1', 6, 4))).toBe('6x4s0e1_29333ca59a38ac533c5c9cc9');
  });

  it('round-trips every generated board: read(write(b)) is b, and write(read(s)) is s', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 3, max: 20 }), fc.integer({ min: 2, max: 15 }), (seed, cols, rows) => {
        const made = board(seed, cols, rows);
        const body = writeDescribed(made);
        expect(body).toMatch(DESCRIBED_BODY);
        const read = readDescribed(body);
        expect(read).toEqual({ ok: true, value: { params: { cols, rows }, board: made } });
        if (read.ok) expect(writeDescribed(read.value.board)).toBe(body);
      }),
      { numRuns: 500 },
    );
  });

  it('is canonical: any body that reads writes back to itself', () => {
    // Small bodies with the fixed tiles in place, some of them spoiled, so that many read.
    const nearBody = fc
      .record({
        cols: fc.integer({ min: 3, max: 4 }),
        rows: fc.integer({ min: 2, max: 3 }),
        startY: fc.integer({ min: 0, max: 2 }),
        endY: fc.integer({ min: 0, max: 2 }),
        tiles: fc.array(fc.constantFrom(...'3569ac'), { minLength: 12, maxLength: 12 }),
        spoil: fc.constantFrom('none', 'none', 'none', 'zero', 'upper', 'extra', 'short', 'sep'),
      })
      .map(({ cols, rows, startY, endY, tiles, spoil }) => {
        const cells = tiles.slice(0, cols * rows);
        cells[startY * cols] = '2';
        cells[endY * cols + cols - 1] = '8';
        const body = `${cols}x${rows}s${startY}e${endY}_${cells.join('')}`;
        if (spoil === 'zero') return `0${body}`;
        if (spoil === 'upper') return body.replace('c', 'C');
        if (spoil === 'extra') return `${body}3`;
        if (spoil === 'short') return body.slice(0, -1);
        if (spoil === 'sep') return body.replace('_', '-');
        return body;
      });
    let read = 0;
    fc.assert(
      fc.property(nearBody, fc.string(), (near, anything) => {
        for (const body of [near, anything]) {
          const described = readDescribed(body);
          if (!described.ok) continue;
          read++;
          expect(writeDescribed(described.value.board)).toBe(body);
        }
      }),
      { numRuns: 3000 },
    );
    expect(read).toBeGreaterThan(100);
  });

  it('rejects bodies that are not in canonical form', () => {
    for (const body of ['03x2s0e0_258693', '3x2s00e0_258693', '3x2s0e0_258693a', '3x2s0e0_25869', '3x2s0e0_2586C3', '3x2s0e0258693', '']) {
      expect(readDescribed(body)).toMatchObject({ ok: false, error: { code: 'invalid_board' } });
    }
  });

  it('checks boards: sizes, fixed tiles, pipes elsewhere, solvable, not solved', () => {
    const reasons = (candidate: Board) => {
      const checked = checkBoard(candidate);
      return checked.ok ? 'ok' : checked.error.message;
    };
    expect(reasons(small)).toBe('ok');
    expect(reasons({ ...small, cols: 2, tiles: [2, 8, 5, 5] })).toMatch(/3 to 20 columns/);
    expect(reasons({ ...small, tiles: [2, 5, 8, 6, 9] })).toMatch(/has 6 tiles, not 5/);
    expect(reasons({ ...small, start: { x: 1, y: 0 } })).toMatch(/start is in the leftmost column/);
    expect(reasons({ ...small, end: { x: 2, y: 2 } })).toMatch(/end is in the rightmost column/);
    expect(reasons({ ...small, tiles: [3, 5, 8, 6, 9, 3] })).toMatch(/start tile opens only east/);
    expect(reasons({ ...small, tiles: [2, 5, 2, 6, 9, 3] })).toMatch(/end tile opens only west/);
    expect(reasons({ ...small, tiles: [2, 5, 8, 7, 9, 3] })).toMatch(/tile at \(0, 1\) is not a straight/);
    expect(reasons({ ...small, tiles: [2, 5, 8, 0, 9, 3] })).toMatch(/tile at \(0, 1\)/);
    expect(reasons({ ...small, tiles: [2, 10, 8, 6, 9, 3] })).toBe('The board is already solved.');
    expect(reasons({ ...small, tiles: [2, 3, 8, 3, 3, 3] })).toMatch(/No rotation/);
  });

  it('returns a clean copy, without extra fields', () => {
    const extra = { ...small, start: { x: 0, y: 0, z: 1 }, note: 'hi' } as unknown as Board;
    const checked = checkBoard(extra);
    expect(checked).toEqual({ ok: true, value: { params: { cols: 3, rows: 2 }, board: small } });
  });
});
