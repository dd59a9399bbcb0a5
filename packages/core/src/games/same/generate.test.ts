import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rngFromSeed } from '../../random/rng.ts';
import { same, type Board, type Params } from './index.ts';

const params = (raw: Partial<Params>): Params => same.paramsSchema.parse(raw);
const generated = (seed: string, raw: Partial<Params>) => same.generate(rngFromSeed(seed), params(raw), 1);

/** Replays moves with `step`; throws on an illegal one. */
function replay(board: Board, moves: readonly { x: number; y: number }[], p: Params): { board: Board; score: number } {
  let state = { board, score: 0 };
  for (const move of moves) {
    const next = same.step(state.board, move, state.score, p);
    if (!next.ok) throw new Error(`${JSON.stringify(move)}: ${next.error.message}`);
    state = next.value;
  }
  return state;
}

const isFull = (board: Board) => board.cells.every((cell) => cell !== null);
const isEmpty = (board: Board) => board.cells.every((cell) => cell === null);

describe('same generators: golden boards (v1)', () => {
  it('pins small runs boards', () => {
    expect(generated('gold-1', { cols: 6, rows: 5 }).board.cells).toEqual([2, 2, 0, 0, 2, 2, 2, 0, 1, 1, 2, 1, 2, 0, 2, 1, 0, 1, 2, 0, 2, 1, 0, 1, 2, 0, 2, 1, 0, 1]);
    expect(generated('gold-2', { cols: 5, rows: 4, colors: 4, maxRun: 2 }).board).toEqual({
      cols: 5,
      rows: 4,
      colors: 4,
      cells: [2, 1, 1, 2, 0, 2, 1, 1, 2, 2, 3, 3, 2, 3, 0, 3, 3, 2, 3, 3],
    });
  });

  it('pins small soluble boards and their solutions', () => {
    const a = generated('gold-3', { cols: 6, rows: 5, generator: 'soluble' });
    expect(a.board.cells).toEqual([2, 0, 2, 1, 2, 1, 2, 0, 0, 1, 2, 1, 2, 0, 0, 2, 0, 0, 0, 1, 2, 1, 2, 1, 0, 1, 2, 1, 2, 1]);
    expect(a.knownSolution).toEqual([
      { x: 5, y: 1 },
      { x: 4, y: 4 },
      { x: 3, y: 1 },
      { x: 2, y: 4 },
      { x: 5, y: 4 },
      { x: 5, y: 4 },
      { x: 2, y: 2 },
      { x: 3, y: 4 },
      { x: 2, y: 4 },
      { x: 1, y: 2 },
      { x: 2, y: 4 },
      { x: 0, y: 2 },
      { x: 0, y: 4 },
      { x: 0, y: 4 },
    ]);
    const b = generated('gold-4', { cols: 5, rows: 6, colors: 4, generator: 'soluble', shift: false });
    expect(b.board.cells).toEqual([2, 3, 2, 0, 2, 2, 1, 2, 0, 2, 1, 3, 0, 1, 1, 2, 1, 0, 3, 2, 0, 1, 2, 0, 2, 0, 2, 3, 0, 2]);
    expect(b.knownSolution?.length).toBe(14);
  });

  it('pins default-size boards (as described bodies)', () => {
    const pinned: Record<string, string> = {
      'gold-5':
        '25x40c3_121D21A210A1A202010201021C2A101B21C20D101A21A2A0A1B21A21A20B1A01A2A12B0A12A1A21A2A101A0101202120B202B12A1A012021A20212A0A1021202A010A212A1A01A2A0A1021A020A1B2C0101A010210A210C2102A121A0D1210A1B010210A212A120B2121A021A012A10A212A12A0A2B010212012A0B1A02C012020102021A2A0202120202012010120A21A012E02021A20101A0A2101A2E020A1B01A20102A01A2E12A01B01A2010A201A2120101020121A21201212012A1201010202A1A21A21B012A010A2010212A0A2A1D0120A10A2A10A120A12B101202A0A202C102B0A2B0B20120A202B1A02B1012A0B10B20212021B012101020B1B2B012121B0201020E1A2D010121A201020A1A0A1A2D0202A1B01A20A1B0A2E12020A1A0A12A01A020A21A2A120C10A2C012A0101C01210B2021212A12A020101A010102B012A02B0102010A1010202B020212B0102A01C0A1A20212121A021A01201C0A1B01F2A1A212A1A210A1B0201B0102A120A21A2A021B0B1B010A2020B12B021A02A10D1B020102A102C02A1010101B010A201A0212D1010101B21A01C2012D121010A1A21A0A1B2012120212101201A21A0A1B2',
      'gold-6':
        '25x40c3_21A2B01201C012A021010A2A12A1010C101210B1010212A10121012A0A20B102C0102B02B121212B01B2B120A1A20A121A20102A1020102A121A201210C2010201B2B02A01B012C1020A2020C10A210A2A12A02B121210A20A20202101C0A1A0210A121021A01202A01A2C10212A1020212A1E20101210B101B0B2D0A2A0121A02101B21A20C1201A01B2101B02121010A20A121A2A010A210B2102B1C21B0A2021A02A0102010C120A20A2120212C02B1212010101B0102A102B01A021B02A10A102A02120B10210201A2A102A1201A21B2A102102B01212A0B201A02010210210A202101201A020A12A12A0A210210A212120212A1010A12A12102A10212A10B10102120A2101B201010A21201212121012020A101A212A1201B02121A2A10B2A010B2010G202C1B2121202C1A212A0102012B0B201201A0C201A21020A102A1210202A12120D2102121010A1B0101A0121212A0A202021A020A20202021020A12101A2B0121A201B02A12A0A212A02A0212B120A2101A01210210101A021A21012A0A201021021202A010B2A121A2020A201A0201A201A2102120A102A120A201201020201021021210A202A120A2121A2A10210B201020101A2102020120201A21202102120',
    };
    expect(same.writeDescribed(generated('gold-5', {}).board)).toBe(pinned['gold-5']);
    expect(same.writeDescribed(generated('gold-6', { generator: 'soluble' }).board)).toBe(pinned['gold-6']);
  });
});

const smallParams = fc.record({
  cols: fc.integer({ min: 4, max: 10 }),
  rows: fc.integer({ min: 4, max: 10 }),
  colors: fc.integer({ min: 3, max: 6 }),
  shift: fc.boolean(),
});

describe('same generators: properties', () => {
  it('runs boards are full, in range, with runs no longer than maxRun', () => {
    fc.assert(
      fc.property(fc.string(), smallParams, fc.integer({ min: 1, max: 9 }), fc.integer({ min: 2, max: 6 }), (seed, raw, maxRun, colors) => {
        const p = params({ ...raw, colors, maxRun });
        const { board, knownSolution } = same.generate(rngFromSeed(seed), p, 1);
        expect(knownSolution).toBeUndefined();
        expect(board.cells).toHaveLength(p.cols * p.rows);
        expect(board.cells.every((c) => c !== null && c >= 0 && c < colors)).toBe(true);
        for (let x = 0; x < p.cols; x++) {
          let run = 0;
          for (let y = 0; y < p.rows; y++) {
            run = y > 0 && board.cells[y * p.cols + x] === board.cells[(y - 1) * p.cols + x] ? run + 1 : 1;
            expect(run).toBeLessThanOrEqual(maxRun);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('every soluble board is full and cleared exactly by its known solution', () => {
    fc.assert(
      fc.property(fc.string(), smallParams, (seed, raw) => {
        const p = params({ ...raw, generator: 'soluble' });
        const { board, knownSolution } = same.generate(rngFromSeed(seed), p, 1);
        expect(isFull(board)).toBe(true);
        const end = replay(board, knownSolution ?? [], p);
        expect(isEmpty(end.board)).toBe(true);
        expect(same.status(end.board, end.score, p, null)).toBe('solved');
      }),
      { numRuns: 1500 },
    );
  });

  it('default-size soluble boards are cleared by their known solution', () => {
    for (const [i, shift] of [true, false, true, false, true, false].entries()) {
      const p = params({ generator: 'soluble', shift, colors: 3 + (i % 3) });
      const { board, knownSolution } = same.generate(rngFromSeed(`big-${i}`), p, 1);
      expect(isFull(board)).toBe(true);
      expect(isEmpty(replay(board, knownSolution ?? [], p).board)).toBe(true);
    }
  });

  it('is a pure function of the seed', () => {
    const p = params({ cols: 12, rows: 9, generator: 'soluble' });
    expect(same.generate(rngFromSeed('again'), p, 1)).toEqual(same.generate(rngFromSeed('again'), p, 1));
  });
});
