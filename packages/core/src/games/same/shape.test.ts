import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPuzzleId, parsePuzzleId } from '../../ids/puzzle-id.ts';
import { openPuzzle, seededPuzzle } from '../../puzzles.ts';
import { rngFromSeed } from '../../random/rng.ts';
import { same, type Board, type Params } from './index.ts';
import { columnSpans, shapeMask, SHAPES } from './shape.ts';

const SHAPED = SHAPES.filter((s) => s !== 'rect');
const params = (raw: Record<string, unknown>): Params => same.paramsSchema.parse(raw);
const NOSHIFT = params({ shift: false });

/** Every block is inside the shape and rests on a block, a cell outside the shape or the bottom. */
function settledInShape(board: Board): boolean {
  const { cols, rows, cells, mask } = board;
  if (!mask || mask.length !== cells.length) return false;
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] === null) continue;
    if (!mask[i]) return false;
    const below = i + cols;
    if (below < rows * cols && mask[below] && cells[below] === null) return false;
  }
  return true;
}

/** The legal moves of a board: one cell of each group of two or more. */
function groupCells(board: Board): { x: number; y: number }[] {
  const seen = new Set<number>();
  const moves: { x: number; y: number }[] = [];
  for (let y = 0; y < board.rows; y++) {
    for (let x = 0; x < board.cols; x++) {
      if (seen.has(y * board.cols + x)) continue;
      const group = same.step(board, { x, y }, 0, NOSHIFT).ok ? groupOf(board, x, y) : [];
      for (const cell of group) seen.add(cell);
      if (group.length >= 2) moves.push({ x, y });
    }
  }
  return moves;
}

function groupOf(board: Board, x: number, y: number): number[] {
  const colour = board.cells[y * board.cols + x];
  const todo = [y * board.cols + x];
  const found = new Set(todo);
  for (let i = todo.pop(); i !== undefined; i = todo.pop()) {
    const cx = i % board.cols;
    for (const j of [i - board.cols, i + board.cols, cx > 0 ? i - 1 : -1, cx + 1 < board.cols ? i + 1 : -1]) {
      if (j >= 0 && j < board.cells.length && !found.has(j) && board.cells[j] === colour) {
        found.add(j);
        todo.push(j);
      }
    }
  }
  return [...found];
}

const shapedParams = fc.record({
  shape: fc.constantFrom(...SHAPED),
  generator: fc.constantFrom('runs' as const, 'soluble' as const),
  colors: fc.integer({ min: 3, max: 6 }),
  cols: fc.integer({ min: 4, max: 14 }),
  rows: fc.integer({ min: 4, max: 14 }),
  seed: fc.string({ maxLength: 6 }),
});

describe('same shapes', () => {
  it('every shape is one run of cells per column, on every board size', () => {
    for (const shape of SHAPED) {
      for (let cols = 4; cols <= 50; cols++) {
        for (let rows = 4; rows <= 60; rows += cols % 7 === 0 ? 1 : 5) {
          const mask = shapeMask(shape, cols, rows)!;
          expect(columnSpans(mask, cols, rows), `${shape} ${cols}x${rows}`).not.toBeNull();
          expect(mask.filter(Boolean).length, `${shape} ${cols}x${rows}`).toBeGreaterThanOrEqual(cols * rows * 0.4);
        }
      }
    }
    expect(shapeMask('rect', 10, 10)).toBeNull();
  });

  it('draws a heart point down, symmetric', () => {
    const text = ['..####...####..', '.######.######.', '###############'];
    const mask = shapeMask('heart', 15, 15)!;
    const row = (y: number) =>
      mask
        .slice(y * 15, y * 15 + 15)
        .map((inside) => (inside ? '#' : '.'))
        .join('');
    expect([row(0), row(1), row(2)]).toEqual(text);
    expect(row(14)).toBe('.......#.......');
    for (let y = 0; y < 15; y++) expect(row(y)).toBe([...row(y)].reverse().join(''));
  });

  it('is a param that keeps rectangular params and ids as they were', () => {
    expect(params({})).not.toHaveProperty('shape');
    expect(params({ shape: 'rect', generator: 'soluble' })).toEqual(params({ generator: 'soluble' }));
    // A shaped board never shifts its columns.
    expect(params({ shape: 'heart', shift: true })).toMatchObject({ shape: 'heart', shift: false });
    expect(same.formatParams(params({ cols: 15, rows: 15, generator: 'soluble', shape: 'heart' }))).toBe('15x15c3sheart');
    expect(same.formatParams(params({ shape: 'arch' }))).toBe('25x40c3r5arch');
    for (const bad of ['15x15c3snheart', '15x15c3sstar', '15x15c3srect', '15x15c3sheartn']) expect(same.parseParams(bad).ok, bad).toBe(false);
  });
});

describe('same shaped boards: properties', () => {
  it('every shape x generator x colour count: full within the shape, and every move keeps blocks inside it', () => {
    fc.assert(
      fc.property(shapedParams, fc.array(fc.nat(), { maxLength: 40 }), ({ seed, ...raw }, picks) => {
        const p = params(raw);
        const { board } = same.generate(rngFromSeed(seed), p, 1);
        const mask = shapeMask(raw.shape, p.cols, p.rows)!;
        expect(board.mask).toEqual(mask);
        expect(board.cells.every((cell, i) => (cell !== null) === mask[i])).toBe(true);
        expect(board.cells.every((cell) => cell === null || (cell >= 0 && cell < p.colors))).toBe(true);
        let now = board;
        for (const pick of picks) {
          const moves = groupCells(now);
          if (moves.length === 0) break;
          const next = same.step(now, moves[pick % moves.length]!, 0, p);
          expect(next.ok).toBe(true);
          if (!next.ok) break;
          now = next.value.board;
          expect(settledInShape(now)).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('soluble shaped boards are cleared by their generator solution', () => {
    fc.assert(
      fc.property(shapedParams, ({ seed, ...raw }) => {
        const p = params({ ...raw, generator: 'soluble' });
        const { board, knownSolution } = same.generate(rngFromSeed(seed), p, 1);
        let state = { board, score: 0 };
        for (const move of knownSolution ?? []) {
          const next = same.step(state.board, move, state.score, p);
          if (!next.ok) throw new Error(next.error.message);
          state = next.value;
          expect(settledInShape(state.board)).toBe(true);
        }
        expect(state.board.cells.every((cell) => cell === null)).toBe(true);
        expect(same.status(state.board, state.score, p, null)).toBe('solved');
      }),
      { numRuns: 300 },
    );
  });

  it('default-size shaped soluble boards are cleared by their solution', () => {
    for (const [i, shape] of SHAPED.entries()) {
      const p = params({ generator: 'soluble', shape, colors: 3 + (i % 4) });
      const { board, knownSolution } = same.generate(rngFromSeed(`big-${shape}`), p, 1);
      let now = board;
      for (const move of knownSolution ?? []) {
        const next = same.step(now, move, 0, p);
        if (!next.ok) throw new Error(next.error.message);
        now = next.value.board;
      }
      expect(
        now.cells.every((cell) => cell === null),
        shape,
      ).toBe(true);
    }
  });

  it('ids round-trip: a seeded shaped id opens the same board, a described one too', () => {
    fc.assert(
      fc.property(shapedParams, ({ seed, ...raw }) => {
        const made = seededPuzzle('same', raw, seed);
        expect(made.ok).toBe(true);
        if (!made.ok) return;
        const ref = parsePuzzleId(made.value.id);
        expect(ref.ok && formatPuzzleId(ref.value)).toBe(made.value.id);
        const opened = openPuzzle(made.value.id);
        expect(opened.ok && opened.value.board).toEqual(made.value.board);
        const board = made.value.board as Board;
        const body = same.writeDescribed(board);
        expect(body).toMatch(/^[A-Za-z0-9_-]+$/);
        const back = same.readDescribed(body);
        expect(back.ok && back.value.board).toEqual(board);
        expect(back.ok && back.value.params.shift).toBe(false);
        expect(same.checkBoard(board).ok).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it("the solver's clearing (par, hints) keeps to the shape and clears small shaped boards", () => {
    let cleared = 0;
    for (const shape of SHAPED) {
      for (const seed of ['a', 'b', 'c']) {
        const p = params({ cols: 7, rows: 6, colors: 3, generator: 'runs', shape });
        const { board } = same.generate(rngFromSeed(`${shape}-${seed}`), p, 1);
        const solution = same.solve!(board, p);
        let now = board;
        for (const move of solution.moves) {
          const next = same.step(now, move, 0, p);
          if (!next.ok) throw new Error(`${shape}: ${next.error.message}`);
          now = next.value.board;
        }
        if (solution.par !== null) {
          expect(now.cells.every((cell) => cell === null)).toBe(true);
          cleared++;
        }
      }
    }
    expect(cleared).toBeGreaterThan(3);
  });
});

describe('same shaped boards: gravity and text', () => {
  // A 4x4 diamond-like board: `x` outside, digits colours, `-` empty.
  const read = (body: string): Board => {
    const result = same.readDescribed(body);
    if (!result.ok) throw new Error(result.error.message);
    return result.value.board;
  };

  it('blocks fall to the lowest cell of their column within the shape; columns never close up', () => {
    // Column 0 has cells in rows 1-2 only, column 3 likewise; columns 1-2 are whole.
    const board = read(
      same.writeDescribed({
        cols: 4,
        rows: 4,
        colors: 3,
        cells: [null, 1, 2, null, 0, 0, 2, 1, 1, 2, 1, 1, null, 2, 0, null],
        mask: [false, true, true, false, true, true, true, true, true, true, true, true, false, true, true, false],
      }),
    );
    const next = same.step(board, { x: 0, y: 1 }, 0, NOSHIFT);
    expect(next.ok).toBe(true);
    if (!next.ok) return;
    // The 0-group (0,1),(1,1) goes: column 0 is left empty, its floor is row 2.
    expect(next.value.board.cells).toEqual([null, null, 2, null, null, 1, 2, 1, 1, 2, 1, 1, null, 2, 0, null]);
    // The 1-group (3,1),(3,2),(2,2) goes: column 3 is left empty and stays where it is.
    const second = same.step(next.value.board, { x: 3, y: 1 }, 0, NOSHIFT);
    expect(second.ok && second.value.board.cells).toEqual([null, null, null, null, null, 1, 2, null, 1, 2, 2, null, null, 2, 0, null]);
    if (!second.ok) return;
    // The 2-group goes: column 1's last block falls to the bottom; column 0's stays on its floor (row 2).
    const third = same.step(second.value.board, { x: 1, y: 2 }, 0, NOSHIFT);
    expect(third.ok && third.value.board.cells).toEqual([null, null, null, null, null, null, null, null, 1, null, null, null, null, 1, 0, null]);
    expect(third.ok && third.value.board.mask).toEqual(board.mask);
  });

  it('the text board leaves cells outside the shape blank', () => {
    const { board } = same.generate(rngFromSeed('t'), params({ cols: 15, rows: 15, generator: 'soluble', shape: 'diamond' }), 1);
    const lines = same.textView(board).split('\n');
    expect(lines[0]).toMatch(/^ ( ){13}[A-F]( ){14}$/u);
    expect(lines[7]).toMatch(/^([A-F] ){14}[A-F]$/);
  });
});
