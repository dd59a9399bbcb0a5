import type { Rng } from '../../random/rng.ts';
import { fromColumns, type Board, type Move } from './board.ts';
import type { Params } from './params.ts';
import { shapeOf, type Outline } from './outline.ts';

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
 *
 * On a shaped board (never shifting) each column is its run of shape cells: a column's
 * stack stands on its floor, holds at most its room, and "one height" across columns is
 * one row of the grid.
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

/** The params and outline a build works with. */
interface Frame {
  readonly params: Params;
  readonly floor: readonly number[];
  readonly room: readonly number[];
  readonly shaped: boolean;
}

/** Backtracks allowed per attempt before starting over from an empty board. */
const MAX_BACKTRACKS = 200;
const RANDOM_TRIES = 40;

export function generateSoluble(rng: Rng, params: Params): SolubleBoard {
  const outline = shapeOf(params);
  const frame: Frame = { params, floor: outline.spans.floor, room: outline.spans.room, shaped: outline.shaped !== undefined };
  for (;;) {
    const built = build(rng, frame, outline);
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
function build(rng: Rng, frame: Frame, outline: Outline): SolubleBoard | null {
  const { params } = frame;
  const { cols, rows, colors } = params;
  const columns: Columns = params.shift ? [] : Array.from({ length: cols }, () => []);
  const history: Placed[] = [];
  const cells = frame.room.reduce((sum, room) => sum + room, 0);
  let filled = 0;
  let backtracks = 0;
  while (filled < cells) {
    const placed = place(rng, columns, frame);
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
  return { board: fromColumns(cols, rows, colors, columns, outline.shaped), solution: history.map((p) => p.move).reverse() };
}

function place(rng: Rng, columns: Columns, frame: Frame): Placed | null {
  for (let i = 0; i < RANDOM_TRIES; i++) {
    const insertion = randomInsertion(rng, columns, frame);
    const move = insertion && tryInsert(rng, columns, insertion, frame);
    if (insertion && move) return { insertion, move };
  }
  for (const insertion of rng.shuffle(allInsertions(columns, frame))) {
    const move = tryInsert(rng, columns, insertion, frame);
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

/** A column's room (new columns only come with shift, on the full rectangle). */
const roomAt = (frame: Frame, x: number): number => frame.room[x] ?? frame.params.rows;
const floorAt = (frame: Frame, x: number): number => frame.floor[x] ?? 0;

/**
 * On a shape a column's last cell can also be filled by a group across columns (its
 * narrow tips need that), so the rule is left to backtracking there.
 */
function fits(columns: Columns, frame: Frame, x: number, added: number): boolean {
  const stack = columns[x];
  if (stack === undefined) return false;
  const room = roomAt(frame, x) - stack.length - added;
  return frame.shaped ? room >= 0 : roomOk(room);
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

/**
 * Right of the first column with room, no column is taller than its left neighbour. On a
 * shape, tops are rows of the grid, and a column may always reach two cells above its own floor.
 */
function isStaircase(columns: Columns, frame: Frame): boolean {
  const top = (x: number) => floorAt(frame, x) + (columns[x]?.length ?? 0);
  // A shape's narrow tips (a column of one or two cells beside a deeper one) fill only if
  // the deeper column may hold a domino first, whatever its left neighbour's top.
  const lift = frame.shaped ? 2 : 0;
  let x = 0;
  while (x < columns.length && (columns[x]?.length ?? 0) >= roomAt(frame, x)) x++;
  for (x++; x < columns.length; x++) {
    if ((columns[x]?.length ?? 0) > 0 && top(x) > Math.max(top(x - 1), floorAt(frame, x) + lift)) return false;
  }
  return true;
}

/** One random insertion into the window. */
function randomInsertion(rng: Rng, columns: Columns, frame: Frame): Insertion | null {
  const { params } = frame;
  const { cols, rows } = params;
  let front = 0;
  while (front < columns.length && (columns[front]?.length ?? 0) >= roomAt(frame, front)) front++;
  const canAdd = params.shift && columns.length < cols;
  // Window slots: existing columns with room, then (with shift) a new column.
  const weights: number[] = [];
  for (let i = 0; i < WINDOW; i++) {
    const x = front + i;
    const room = x < columns.length ? roomAt(frame, x) - (columns[x]?.length ?? rows) : canAdd ? rows : 0;
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
      return {
        newColumnAt: at,
        segments: [
          [at, 0, 1],
          [side < at ? side : side + 1, 0, 1],
        ],
      };
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
  // Rows of the grid counted up from the bottom: a column can take a block from its floor
  // to just above its top.
  let low = 0;
  let top = Infinity;
  for (let i = left; i < left + width; i++) {
    low = Math.max(low, floorAt(frame, i));
    top = Math.min(top, floorAt(frame, i) + (columns[i]?.length ?? 0));
  }
  if (low > top) return null;
  const at = rng.int(low, top);
  return { segments: Array.from({ length: width }, (_, i) => [left + i, at - floorAt(frame, left + i), 1] as const) };
}

/** Every insertion of the basic shapes, for when random tries keep failing. */
function allInsertions(columns: Columns, frame: Frame): Insertion[] {
  const { params } = frame;
  const list: Insertion[] = [];
  const front = columns.findIndex((stack, x) => stack.length < roomAt(frame, x));
  columns.forEach((stack, x) => {
    if (stack.length >= roomAt(frame, x) || x >= front + WINDOW) return;
    for (let at = 0; at <= stack.length; at++) {
      list.push({ segments: [[x, at, 2]] }, { segments: [[x, at, 3]] });
      const right = columns[x + 1];
      const beside = at + floorAt(frame, x) - floorAt(frame, x + 1);
      if (right && beside >= 0 && beside <= right.length)
        list.push({
          segments: [
            [x, at, 1],
            [x + 1, beside, 1],
          ],
        });
    }
  });
  if (params.shift && columns.length < params.cols) {
    for (let at = 0; at <= columns.length; at++) {
      list.push({ newColumnAt: at, segments: [[at, 0, 2]] }, { newColumnAt: at, segments: [[at, 0, 3]] });
      if (at > 0)
        list.push({
          newColumnAt: at,
          segments: [
            [at, 0, 1],
            [at - 1, 0, 1],
          ],
        });
      if (at < columns.length)
        list.push({
          newColumnAt: at,
          segments: [
            [at, 0, 1],
            [at + 1, 0, 1],
          ],
        });
    }
  }
  return list;
}

/**
 * Inserts the group if some colour touches none of its neighbours (so that the group is
 * exactly one whole group, and removing it gives back the board before). Returns the
 * forward move that removes it, or null with the columns unchanged.
 */
function tryInsert(rng: Rng, columns: Columns, insertion: Insertion, frame: Frame): Move | null {
  const { colors, rows } = frame.params;
  const { segments, newColumnAt } = insertion;
  if (newColumnAt !== undefined) columns.splice(newColumnAt, 0, []);
  for (const [i, [x, from, count]] of segments.entries()) {
    const stack = columns[x];
    if (!stack || from > stack.length || !fits(columns, frame, x, count)) {
      takeOut(columns, insertion, i);
      return null;
    }
    stack.splice(from, 0, ...new Array<number>(count).fill(PENDING));
  }
  if (!isStaircase(columns, frame)) {
    takeOut(columns, insertion, segments.length);
    return null;
  }
  const forbidden = new Array<boolean>(colors).fill(false);
  for (const [x, from, count] of segments) {
    for (let h = from; h < from + count; h++) {
      // The neighbours in the grid's row of this cell: on a shape the columns' floors differ.
      const left = h + floorAt(frame, x) - floorAt(frame, x - 1);
      const right = h + floorAt(frame, x) - floorAt(frame, x + 1);
      for (const colour of [columns[x]?.[h - 1], columns[x]?.[h + 1], columns[x - 1]?.[left], columns[x + 1]?.[right]]) {
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
  return { x, y: rows - 1 - floorAt(frame, x) - from };
}
