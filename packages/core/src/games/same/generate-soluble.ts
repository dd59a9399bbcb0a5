import type { Rng } from '../../random/rng.ts';
import { fromColumns, type Board, type Move } from './board.ts';
import type { Params } from './params.ts';

/**
 * The `soluble` generator plays the game backwards from an empty board, after Simon
 * Tatham's samegame.c: it repeatedly inserts a small group of one colour (a domino or a
 * run of three) at a place where removing it again would give back exactly the board
 * before, so the reversed insertions are a clearing. A group may be inserted inside a
 * column (the blocks above are pushed up), across neighbouring columns at one height, or,
 * with column shift, as a new column between others (the forward move then closes it up).
 *
 * To always fill the board completely, no column is ever left with room for exactly one
 * block: every column can then be topped up with vertical groups of two or three. When no
 * group fits anywhere, the latest insertions are taken back (see `build`).
 */

/** A cell of the group being inserted, before its colour is chosen. */
const PENDING = -1;

type Columns = number[][];

interface Insertion {
  /** Column segments `[x, from, count]` (bottom-up heights) that receive new blocks. */
  readonly segments: readonly (readonly [number, number, number])[];
  /** A new column is spliced in at this index first (column shift only). */
  readonly newColumnAt?: number;
}

export interface SolubleBoard {
  readonly board: Board;
  readonly solution: Move[];
}

/** Backtracks allowed per attempt before starting over from an empty board. */
const MAX_BACKTRACKS = 200;
const RANDOM_TRIES = 40;

export function generateSoluble(rng: Rng, params: Params): SolubleBoard {
  for (;;) {
    const built = build(rng, params);
    if (built) return built;
  }
}

interface Placed {
  readonly insertion: Insertion;
  readonly move: Move;
}

/**
 * One attempt. When no group fits anywhere (typically the last few cells), it takes back a
 * few of the latest insertions, more after each failure, and carries on.
 */
function build(rng: Rng, params: Params): SolubleBoard | null {
  const { cols, rows, colors } = params;
  const columns: Columns = params.shift ? [] : Array.from({ length: cols }, () => []);
  const history: Placed[] = [];
  let filled = 0;
  let backtracks = 0;
  while (filled < cols * rows) {
    const placed = place(rng, columns, params);
    if (placed) {
      history.push(placed);
      filled += placed.insertion.segments.reduce((sum, [, , count]) => sum + count, 0);
      continue;
    }
    if (++backtracks > MAX_BACKTRACKS) return null;
    for (let undo = rng.int(1, 2 + backtracks); undo > 0 && history.length > 0; undo--) {
      const last = history.pop()!;
      takeOut(columns, last.insertion, last.insertion.segments.length);
      filled -= last.insertion.segments.reduce((sum, [, , count]) => sum + count, 0);
    }
  }
  return { board: fromColumns(cols, rows, colors, columns), solution: history.map((p) => p.move).reverse() };
}

function place(rng: Rng, columns: Columns, params: Params): Placed | null {
  const { colors, rows } = params;
  for (let i = 0; i < RANDOM_TRIES; i++) {
    const insertion = randomInsertion(rng, columns, params);
    const move = insertion && tryInsert(rng, columns, insertion, colors, rows);
    if (insertion && move) return { insertion, move };
  }
  for (const insertion of rng.shuffle(allInsertions(columns, params))) {
    const move = tryInsert(rng, columns, insertion, colors, rows);
    if (move) return { insertion, move };
  }
  return null;
}

/** Takes out the first `done` segments of an insertion (and its new column). */
function takeOut(columns: Columns, insertion: Insertion, done: number): void {
  for (const [x, from, count] of insertion.segments.slice(0, done)) columns[x]?.splice(from, count);
  if (insertion.newColumnAt !== undefined) columns.splice(insertion.newColumnAt, 1);
}

/** Room left above a column may never be exactly one block (see above). */
const roomOk = (room: number) => room === 0 || room >= 2;

function fits(columns: Columns, rows: number, x: number, added: number): boolean {
  const stack = columns[x];
  return stack !== undefined && roomOk(rows - stack.length - added);
}

/**
 * The board fills from left to right, as a staircase: insertions go into a window of the
 * first few columns that still have room, most often the leftmost, and no column gets
 * taller than its left neighbour. A column is thus finished while its right neighbour is
 * not taller, so its topmost groups have free cells on one side; a column
 * finished between two full neighbours is walled in by their fixed colours and often
 * cannot take any group (3 colours especially). The last column has no right neighbour.
 */
const WINDOW = 4;

/** Right of the first column with room, no column is taller than its left neighbour. */
function isStaircase(columns: Columns, rows: number): boolean {
  let x = 0;
  while (x < columns.length && (columns[x]?.length ?? 0) >= rows) x++;
  for (x++; x < columns.length; x++) {
    if ((columns[x]?.length ?? 0) > (columns[x - 1]?.length ?? 0)) return false;
  }
  return true;
}

/** One random insertion into the window. */
function randomInsertion(rng: Rng, columns: Columns, params: Params): Insertion | null {
  const { cols, rows } = params;
  let front = 0;
  while (front < columns.length && (columns[front]?.length ?? 0) >= rows) front++;
  const canAdd = params.shift && columns.length < cols;
  // Window slots: existing columns with room, then (with shift) a new column.
  const weights: number[] = [];
  for (let i = 0; i < WINDOW; i++) {
    const x = front + i;
    const room = x < columns.length ? rows - (columns[x]?.length ?? rows) : canAdd ? rows : 0;
    weights.push(room * 2 ** (WINDOW - i));
  }
  const total = weights.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  let pick = rng.int(0, total - 1);
  let i = 0;
  while (pick >= (weights[i] ?? 0)) pick -= weights[i++] ?? 0;
  const x = front + i;
  if (x >= columns.length) {
    // A new column somewhere in the window, next to or between existing ones.
    const at = rng.int(Math.min(front, columns.length), columns.length);
    if (columns.length > 0 && rng.chance(1, 2)) {
      const side = rng.chance(1, 2) ? at - 1 : at;
      if (side < 0 || side >= columns.length) return null;
      return { newColumnAt: at, segments: [[at, 0, 1], [side < at ? side : side + 1, 0, 1]] };
    }
    return { newColumnAt: at, segments: [[at, 0, rng.chance(1, 4) ? 3 : 2]] };
  }
  const height = columns[x]?.length ?? 0;
  const shape = rng.int(0, 9);
  if (shape < 5) return { segments: [[x, rng.int(0, height), shape === 0 ? 3 : 2]] };
  // Across columns, at one height that every column involved can take.
  const width = shape === 9 ? 3 : 2;
  const left = rng.chance(1, 2) ? x : x - width + 1;
  if (left < 0 || left + width > columns.length) return null;
  let top = Infinity;
  for (let i = left; i < left + width; i++) top = Math.min(top, columns[i]?.length ?? 0);
  const at = rng.int(0, top);
  return { segments: Array.from({ length: width }, (_, i) => [left + i, at, 1] as const) };
}

/** Every insertion of the basic shapes, for when random tries keep failing. */
function allInsertions(columns: Columns, params: Params): Insertion[] {
  const list: Insertion[] = [];
  const front = columns.findIndex((stack) => stack.length < params.rows);
  columns.forEach((stack, x) => {
    if (stack.length >= params.rows || x >= front + WINDOW) return;
    for (let at = 0; at <= stack.length; at++) {
      list.push({ segments: [[x, at, 2]] }, { segments: [[x, at, 3]] });
      const right = columns[x + 1];
      if (right && at <= right.length) list.push({ segments: [[x, at, 1], [x + 1, at, 1]] });
    }
  });
  if (params.shift && columns.length < params.cols) {
    for (let at = 0; at <= columns.length; at++) {
      list.push({ newColumnAt: at, segments: [[at, 0, 2]] }, { newColumnAt: at, segments: [[at, 0, 3]] });
      if (at > 0) list.push({ newColumnAt: at, segments: [[at, 0, 1], [at - 1, 0, 1]] });
      if (at < columns.length) list.push({ newColumnAt: at, segments: [[at, 0, 1], [at + 1, 0, 1]] });
    }
  }
  return list;
}

/**
 * Inserts the group if some colour touches none of its neighbours (so that the group is
 * exactly one whole group, and removing it gives back the board before). Returns the
 * forward move that removes it, or null with the columns unchanged.
 */
function tryInsert(rng: Rng, columns: Columns, insertion: Insertion, colors: number, rows: number): Move | null {
  const { segments, newColumnAt } = insertion;
  if (newColumnAt !== undefined) columns.splice(newColumnAt, 0, []);
  for (const [i, [x, from, count]] of segments.entries()) {
    const stack = columns[x];
    if (!stack || from > stack.length || !fits(columns, rows, x, count)) {
      takeOut(columns, insertion, i);
      return null;
    }
    stack.splice(from, 0, ...new Array<number>(count).fill(PENDING));
  }
  if (!isStaircase(columns, rows)) {
    takeOut(columns, insertion, segments.length);
    return null;
  }
  const forbidden = new Array<boolean>(colors).fill(false);
  for (const [x, from, count] of segments) {
    for (let h = from; h < from + count; h++) {
      for (const colour of [columns[x]?.[h - 1], columns[x]?.[h + 1], columns[x - 1]?.[h], columns[x + 1]?.[h]]) {
        if (colour !== undefined && colour !== PENDING) forbidden[colour] = true;
      }
    }
  }
  const allowed = [...Array(colors).keys()].filter((c) => !forbidden[c]);
  if (allowed.length === 0) {
    takeOut(columns, insertion, segments.length);
    return null;
  }
  const colour = rng.pick(allowed);
  for (const [x, from, count] of segments) columns[x]?.fill(colour, from, from + count);
  const [x, from] = segments[0]!;
  return { x, y: rows - 1 - from };
}
