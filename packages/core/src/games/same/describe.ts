import { fail, ok, type Result } from '../../result.ts';
import type { Block, Board } from './board.ts';
import { columnSpans } from './shape.ts';
import { DEFAULT_PARAMS, formatShape, LIMITS, type Params } from './params.ts';

/**
 * Described ids: `<cols>x<rows>c<colors>[n]_<cells>`, `n` when columns do not shift. Cells
 * go in reading order, a digit per colour, `-` for empty and `x` for a cell outside a
 * shaped board's shape (shaped boards never shift, so they carry `n`); a run of 2..27 equal
 * cells is the cell followed by a capital letter (`A` = 2 ... `Z` = 27), longer runs are
 * split greedily. One board has exactly one body: `read` refuses any other spelling.
 */
const EMPTY = '-';
const OUTSIDE = 'x';
const RUN_MIN = 2;
const RUN_MAX = 27;

const symbol = (board: Board, i: number): string => {
  if (board.mask && !board.mask[i]) return OUTSIDE;
  const cell = board.cells[i] ?? null;
  return cell === null ? EMPTY : String(cell);
};

export function writeDescribed(board: Board, shift = !board.mask): string {
  let body = '';
  const { cells } = board;
  for (let i = 0; i < cells.length;) {
    const sym = symbol(board, i);
    let run = 1;
    while (i + run < cells.length && symbol(board, i + run) === sym) run++;
    i += run;
    for (; run >= RUN_MIN; run -= Math.min(run, RUN_MAX)) {
      body += sym + String.fromCharCode(65 + Math.min(run, RUN_MAX) - RUN_MIN);
    }
    if (run === 1) body += sym;
  }
  return `${formatShape(board)}${shift ? '' : 'n'}_${body}`;
}

const HEADER = /^([1-9][0-9]?)x([1-9][0-9]?)c([0-9])(n?)_([0-9A-Zx-]+)$/;

export function readDescribed(body: string): Result<{ params: Params; board: Board }> {
  const m = HEADER.exec(body);
  if (!m) return fail('invalid_board', 'A same board is like 25x40c3_<cells>: digits for colours, "-" for empty, "x" outside a shape.');
  const [cols, rows, colors] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const shift = m[4] !== 'n';
  const cells: Block[] = [];
  const mask: boolean[] = [];
  const text = m[5] ?? '';
  for (let i = 0; i < text.length; i++) {
    const sym = text[i]!;
    if (sym >= 'A' && sym <= 'Z') return fail('invalid_board', `A run letter at ${i} follows no cell.`);
    const cell = sym === EMPTY || sym === OUTSIDE ? null : Number(sym);
    const next = text[i + 1];
    const run = next !== undefined && next >= 'A' && next <= 'Z' ? next.charCodeAt(0) - 65 + RUN_MIN : 1;
    if (run > 1) i++;
    if (cells.length + run > 60 * 50) return fail('invalid_board', 'Too many cells.');
    for (let k = 0; k < run; k++) {
      cells.push(cell);
      mask.push(sym !== OUTSIDE);
    }
  }
  const shaped = mask.some((inside) => !inside);
  const checked = validateBoard(shaped ? { cols, rows, colors, cells, mask } : { cols, rows, colors, cells }, shift);
  if (!checked.ok) return checked;
  if (writeDescribed(checked.value.board, shift) !== body) {
    return fail('invalid_board', 'The board is not written in its canonical form.');
  }
  return checked;
}

/** Semantic checks of a literal board; described boards from JSON shift columns, unless shaped. */
export function checkBoard(board: Board): Result<{ params: Params; board: Board }> {
  return validateBoard(board, !board.mask);
}

function validateBoard(board: Board, shift: boolean): Result<{ params: Params; board: Board }> {
  const { cols, rows, colors, cells } = board;
  for (const key of ['cols', 'rows', 'colors'] as const) {
    const { min, max } = LIMITS[key];
    if (!Number.isInteger(board[key]) || board[key] < min || board[key] > max) {
      return fail('invalid_board', `${key} must be ${min}..${max}.`);
    }
  }
  if (cells.length !== cols * rows) return fail('invalid_board', `A ${cols}x${rows} board has ${cols * rows} cells, not ${cells.length}.`);
  for (const [i, cell] of cells.entries()) {
    if (cell !== null && (!Number.isInteger(cell) || cell < 0 || cell >= colors)) {
      return fail('invalid_board', `Cell ${i} is not a colour 0..${colors - 1} or null.`);
    }
  }
  const { mask } = board;
  if (mask) {
    if (shift) return fail('invalid_board', 'A shaped board never shifts its columns.');
    if (mask.length !== cells.length) return fail('invalid_board', `The mask has ${mask.length} cells, not ${cells.length}.`);
    if (!columnSpans(mask, cols, rows)) return fail('invalid_board', "A shape's cells must be one unbroken run in each column.");
    const outside = cells.findIndex((cell, i) => cell !== null && !mask[i]);
    if (outside >= 0) return fail('invalid_board', `Cell ${outside} holds a block outside the shape.`);
  }
  // A cell below that is outside the shape holds a block up like the bottom of the grid.
  const hole = (i: number) => cells[i] === null && (!mask || mask[i] === true);
  let emptyColumnAt = -1;
  for (let x = 0; x < cols; x++) {
    for (let y = 0; y + 1 < rows; y++) {
      if (cells[y * cols + x] !== null && hole((y + 1) * cols + x)) {
        return fail('invalid_board', `The block at (${x}, ${y}) floats above an empty cell.`);
      }
    }
    const empty = cells[(rows - 1) * cols + x] === null;
    if (empty && emptyColumnAt < 0) emptyColumnAt = x;
    if (!empty && emptyColumnAt >= 0 && shift) {
      return fail('invalid_board', `Column ${emptyColumnAt} is empty but column ${x} to its right is not: columns shift left.`);
    }
  }
  if (cells.every((cell) => cell === null)) return fail('invalid_board', 'The board has no blocks.');
  const params: Params = { ...DEFAULT_PARAMS, cols, rows, colors, shift, generator: 'runs', maxRun: 5 };
  return ok({ params, board: mask ? { cols, rows, colors, cells: [...cells], mask: [...mask] } : { cols, rows, colors, cells: [...cells] } });
}
