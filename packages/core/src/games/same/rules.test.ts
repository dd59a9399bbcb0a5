import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rngFromSeed } from '../../random/rng.ts';
import { blockCounts, groupAt, groupScore, removalWorth, same, type Board, type Params } from './index.ts';

/** A board from rows of text, top row first: digits are colours, `.` is empty. */
function board(colors: number, ...rows: string[]): Board {
  const cells = rows.flatMap((row) => [...row].map((ch) => (ch === '.' ? null : Number(ch))));
  return { cols: rows[0]!.length, rows: rows.length, colors, cells };
}
const text = (b: Board) =>
  Array.from({ length: b.rows }, (_, y) =>
    b.cells
      .slice(y * b.cols, (y + 1) * b.cols)
      .map((c) => (c === null ? '.' : c))
      .join(''),
  );

const shiftOn = same.paramsSchema.parse({});
const shiftOff = same.paramsSchema.parse({ shift: false });

describe('same rules', () => {
  const b = board(3, '0...', '01..', '1122', '0012');

  it('removes a group, lets blocks fall and scores (n-2)²', () => {
    const r = same.step(b, { x: 0, y: 3 }, 5, shiftOn);
    expect(r.ok && text(r.value.board)).toEqual(['....', '0...', '0122', '1112']);
    expect(r.ok && r.value.score).toBe(5 + groupScore(2));
    expect(r.ok && r.value.cost).toBe(1);
  });

  it('closes empty columns with shift, not without', () => {
    const c = board(3, '....', '..1.', '0.1.', '0221');
    const on = same.step(c, { x: 1, y: 3 }, 0, shiftOn);
    const off = same.step(c, { x: 1, y: 3 }, 0, shiftOff);
    expect(on.ok && text(on.value.board)).toEqual(['....', '....', '01..', '011.']);
    expect(off.ok && text(off.value.board)).toEqual(['....', '....', '0.1.', '0.11']);
  });

  it('gives the clear bonus when the board is emptied', () => {
    const r = same.step(board(2, '....', '....', '....', '1111'), { x: 2, y: 3 }, 3, shiftOn);
    expect(r.ok && r.value.score).toBe(3 + 4 + 1000);
    expect(r.ok && same.status(r.value.board, 0, shiftOn, null)).toBe('solved');
  });

  it('refuses empty cells, lone blocks and cells off the board', () => {
    for (const move of [
      { x: 1, y: 0 },
      { x: 2, y: 3 },
      { x: -1, y: 0 },
      { x: 4, y: 0 },
      { x: 0, y: 99 },
    ]) {
      const r = same.step(b, move, 0, shiftOn);
      expect(r.ok).toBe(false);
      expect(!r.ok && r.error.code).toBe('illegal_move');
      expect(!r.ok && r.error.message.length).toBeGreaterThan(10);
    }
  });

  it('knows playing, stuck and solved', () => {
    expect(same.status(b, 0, shiftOn, null)).toBe('playing');
    expect(same.status(board(3, '....', '....', '0...', '101.'), 0, shiftOn, null)).toBe('stuck');
    expect(same.status(board(3, '....', '....', '....', '....'), 0, shiftOn, null)).toBe('solved');
  });

  it('says when the board can no longer be cleared', () => {
    const clearable = (x: Board, p: Params = shiftOn) => same.extras(x, p).clearable;
    expect(clearable(board(3, '....', '....', '00..', '11..'))).toBe(true);
    expect(clearable(board(3, '....', '....', '0...', '1122'))).toBe(false); // a single 0
    expect(clearable(board(2, '....', '....', '01..', '10..'))).toBe(false); // stuck
    // Without shift an empty column splits the board: each side has one 0.
    const split = board(2, '....', '....', '0.0.', '11.1');
    expect(clearable(split, shiftOff)).toBe(false);
    expect(clearable(board(2, '....', '....', '....', '1.11'), shiftOff)).toBe(false);
    expect(clearable(board(2, '....', '....', '....', '11.1'), shiftOn)).toBe(true);
  });

  it('reports progress, counts and groups', () => {
    const start = board(3, '....', '....', '00..', '1122');
    const r = same.step(start, { x: 0, y: 2 }, 0, shiftOn);
    expect(r.ok && same.progress(r.value.board, start, 0, null)).toBeCloseTo(2 / 6);
    expect(blockCounts(start)).toEqual({ total: 6, perColor: [2, 2, 2] });
    expect(groupAt(start, 2, 3)).toHaveLength(2);
    expect(groupAt(start, 2, 0)).toEqual([]);
    expect(same.initialScore(start, shiftOn)).toBe(0);
  });
});

/** Gravity: no block above an empty cell; with shift, no empty column left of a block. */
function settled(b: Board, shift: boolean): boolean {
  let sawEmptyColumn = false;
  for (let x = 0; x < b.cols; x++) {
    for (let y = 0; y + 1 < b.rows; y++) {
      if (b.cells[y * b.cols + x] !== null && b.cells[(y + 1) * b.cols + x] === null) return false;
    }
    const empty = b.cells[(b.rows - 1) * b.cols + x] === null;
    if (!empty && sawEmptyColumn && shift) return false;
    sawEmptyColumn ||= empty;
  }
  return true;
}

describe('same rules: properties', () => {
  it('step never throws, keeps gravity, and removes exactly the group', () => {
    const game = fc.record({
      seed: fc.string(),
      cols: fc.integer({ min: 4, max: 8 }),
      rows: fc.integer({ min: 4, max: 8 }),
      colors: fc.integer({ min: 2, max: 4 }),
      shift: fc.boolean(),
      moves: fc.array(fc.record({ x: fc.integer({ min: -2, max: 9 }), y: fc.integer({ min: -2, max: 9 }) }), { maxLength: 40 }),
    });
    fc.assert(
      fc.property(game, ({ seed, moves, ...raw }) => {
        const p = same.paramsSchema.parse({ ...raw, maxRun: 2 });
        let b = same.generate(rngFromSeed(seed), p, 1).board;
        let score = 0;
        for (const move of moves) {
          const group = groupAt(b, move.x, move.y);
          const r = same.step(b, move, score, p);
          expect(r.ok).toBe(group.length >= 2);
          // What a board shows ahead of the move is what the move then earns.
          const worth = removalWorth(b, move);
          expect(worth).toEqual(r.ok ? { size: group.length, points: r.value.score - score } : null);
          if (!r.ok) continue;
          const before = blockCounts(b);
          const after = blockCounts(r.value.board);
          const colour = b.cells[move.y * b.cols + move.x]!;
          expect(after.total).toBe(before.total - group.length);
          expect(after.perColor).toEqual(before.perColor.map((n, c) => (c === colour ? n - group.length : n)));
          expect(settled(r.value.board, p.shift)).toBe(true);
          expect(r.value.score).toBe(score + groupScore(group.length) + (after.total === 0 ? 1000 : 0));
          ({ board: b, score } = r.value);
        }
        const status = same.status(b, score, p, null);
        expect(status === 'stuck').toBe(blockCounts(b).total > 0 && !b.cells.some((_, i) => groupAt(b, i % b.cols, Math.floor(i / b.cols)).length >= 2));
        if (status === 'stuck') expect(same.extras(b, p).clearable).toBe(false);
      }),
      { numRuns: 400 },
    );
  });
});
