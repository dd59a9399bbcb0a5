import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rngFromSeed } from '../../random/rng.ts';
import { same, type Board } from './index.ts';

const anyParams = fc.record(
  {
    cols: fc.integer({ min: 4, max: 50 }),
    rows: fc.integer({ min: 4, max: 60 }),
    colors: fc.integer({ min: 3, max: 6 }),
    generator: fc.constantFrom('runs' as const, 'soluble' as const),
    maxRun: fc.integer({ min: 1, max: 9 }),
    shift: fc.boolean(),
  },
  { requiredKeys: [] },
);

describe('same params', () => {
  it('fills defaults and formats them as documented', () => {
    expect(same.paramsSchema.parse({})).toEqual({ cols: 25, rows: 40, colors: 3, generator: 'runs', maxRun: 5, shift: true });
    expect(same.formatParams(same.paramsSchema.parse({}))).toBe('25x40c3r5');
    expect(same.formatParams(same.paramsSchema.parse({ generator: 'soluble', maxRun: 8 }))).toBe('25x40c3s');
    expect(same.formatParams(same.paramsSchema.parse({ shift: false }))).toBe('25x40c3r5n');
    for (const preset of Object.values(same.presets)) expect(same.paramsSchema.safeParse(preset).success).toBe(true);
  });

  it('refuses out-of-range and non-canonical params', () => {
    for (const raw of [{ cols: 3 }, { rows: 61 }, { colors: 7 }, { maxRun: 0 }, { generator: 'soluble', colors: 2 }, { cols: 4.5 }]) {
      expect(same.paramsSchema.safeParse(raw).success).toBe(false);
    }
    for (const text of ['', '25x40c3', '025x40c3r5', '25x40c3r5s', '25x40c2s', '3x40c3r5', '25x40c3r0', '25X40c3r5', '25x40c3sn5']) {
      expect(same.parseParams(text).ok).toBe(false);
    }
  });

  it('round-trips: parse(format(p)) = p', () => {
    fc.assert(
      fc.property(anyParams, (raw) => {
        const p = same.paramsSchema.parse(raw);
        const text = same.formatParams(p);
        expect(text).toMatch(/^[a-z0-9]{1,64}$/);
        const back = same.parseParams(text);
        expect(back.ok && back.value).toEqual(p);
      }),
      { numRuns: 2000 },
    );
  });

  it('round-trips: format(parse(s)) = s for every s that parses', () => {
    const segment = fc.stringMatching(/^[0-9]{1,3}x[0-9]{1,3}c[0-9]{1,2}(r[0-9]{1,2}|s)?n?$/);
    fc.assert(
      fc.property(fc.oneof(segment, fc.string()), (text) => {
        const parsed = same.parseParams(text);
        if (parsed.ok) expect(same.formatParams(parsed.value)).toBe(text);
      }),
      { numRuns: 3000 },
    );
  });
});

const smallBoard = fc
  .record({ seed: fc.string(), cols: fc.integer({ min: 4, max: 12 }), rows: fc.integer({ min: 4, max: 12 }), colors: fc.integer({ min: 2, max: 6 }), removals: fc.nat(30) })
  .map(({ seed, removals, ...raw }) => {
    // Play some random legal moves so that boards with empty cells are covered too.
    const p = same.paramsSchema.parse(raw);
    let board: Board = same.generate(rngFromSeed(seed), p, 1).board;
    const rng = rngFromSeed(`${seed}/moves`);
    for (let i = 0; i < removals; i++) {
      const next = same.step(board, { x: rng.int(0, p.cols - 1), y: rng.int(0, p.rows - 1) }, 0, p);
      if (next.ok && next.value.board.cells.some((c) => c !== null)) board = next.value.board;
    }
    return board;
  });

describe('same described ids', () => {
  it('round-trips boards: read(write(b)) = b, with the implied params', () => {
    fc.assert(
      fc.property(smallBoard, (board) => {
        const body = same.writeDescribed(board);
        expect(body).toMatch(/^[A-Za-z0-9_-]+$/);
        const back = same.readDescribed(body);
        expect(back.ok && back.value.board).toEqual(board);
        expect(back.ok && back.value.params).toEqual({ ...same.defaultParams, cols: board.cols, rows: board.rows, colors: board.colors });
      }),
      { numRuns: 500 },
    );
  });

  it('round-trips text: write(read(s)) = s for every s that reads', () => {
    const body = fc.stringMatching(/^[4-6]x[4-6]c[2-4]n?_[0-3A-Z-]{0,40}$/);
    fc.assert(
      fc.property(body, (text) => {
        const read = same.readDescribed(text);
        if (!read.ok) return;
        const shift = read.value.params.shift;
        expect(shift ? same.writeDescribed(read.value.board) : `${same.writeDescribed(read.value.board).replace('_', 'n_')}`).toBe(text);
      }),
      { numRuns: 3000 },
    );
  });

  it('compresses runs and reads a hand-written board', () => {
    const board: Board = { cols: 4, rows: 4, colors: 3, cells: [null, null, null, null, null, null, null, null, 0, null, null, null, 0, 1, 1, 2] };
    expect(same.writeDescribed(board)).toBe('4x4c3_-G0-B01A2');
    const read = same.readDescribed('4x4c3_-G0-B01A2');
    expect(read.ok && read.value.board).toEqual(board);
  });

  it('refuses bad boards with a reason', () => {
    const bad = [
      '4x4c3_-G0-B01A', // too few cells
      '4x4c3_-G0-B01A22', // too many
      '4x4c3_-G0-B01A5', // colour out of range
      '4x4c3_-L01A', // an empty column left of blocks
      '4x4c3_0-F0-B01A2', // a floating block
      '4x4c3_-O', // no blocks
      '4x4c3_-F-0-B01A2', // a run not written canonically
      '3x4c3_-K', // too narrow
      '4x4c3_A-G0-B01A2', // a run letter first
      '4x4c3_-G0-B01A2-', // trailing junk
    ];
    for (const body of bad) {
      const read = same.readDescribed(body);
      expect(read.ok, body).toBe(false);
      expect(!read.ok && read.error.message.length).toBeGreaterThan(5);
    }
    expect(same.readDescribed('4x4c3n_-L01A').ok).toBe(true); // without shift an empty column may stay
    expect(same.checkBoard({ cols: 4, rows: 4, colors: 3, cells: new Array(16).fill(null) }).ok).toBe(false);
  });
});
