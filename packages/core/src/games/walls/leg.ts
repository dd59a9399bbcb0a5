/**
 * The runner's legs, measured by bidirectional breadth-first search: the solver's hot loop
 * (hundreds of thousands of legs per second). Only lengths are needed here (ties between
 * equally short paths cannot change a score; `Maze.walk` draws the path itself), so the
 * search grows the smaller of two frontiers, one from the leg's source cells and one from
 * its goal cells, layer by layer, and stops when they touch; in open areas that visits
 * about half the cells of a one-sided search.
 *
 * Cells carry stamps in `mark`: `low` on cells seen from the source side, `low + 1` on cells
 * seen from the goal side, anything below `low` is open and unseen, and blocked cells
 * (padding, rocks, walls) are above every stamp, so one `<` tests "open and unseen".
 *
 * Why the first touch gives the exact length: before a layer is grown, no cell has been
 * seen from both sides, so every path is longer than the sum `s` of both depths. Growing
 * one side's layer to depth d + 1 meets a cell of the other side at depth at most its
 * frontier depth, giving a path of at most s + 1 moves; so it is exactly s + 1.
 */

/** Cells a search has stamped, added up: the work done, for budgets counted in work rather than time. */
export interface LegWork {
  cells: number;
}

/**
 * Moves between the cells seeded in `fromSide[0..fromSeeded)` (stamped `low`) and those in
 * `toSide[0..toSeeded)` (stamped `low + 1`), or -1 when no path joins them. Both sets must be
 * disjoint and open. `fromSide` and `toSide` are scratch queues as large as `mark`.
 */
export function legLength(mark: Int32Array, width: number, low: number, fromSide: Int32Array, fromSeeded: number, toSide: Int32Array, toSeeded: number, work: LegWork): number {
  let fromHead = 0;
  let fromTail = fromSeeded;
  let toHead = 0;
  let toTail = toSeeded;
  let moves = 0;
  while (fromHead < fromTail && toHead < toTail) {
    moves++;
    if (fromTail - fromHead <= toTail - toHead) {
      const end = growLayer(mark, width, low, low, low + 1, fromSide, fromHead, fromTail);
      if (end < 0) {
        work.cells += fromTail + toTail;
        return moves;
      }
      fromHead = fromTail;
      fromTail = end;
    } else {
      const end = growLayer(mark, width, low, low + 1, low, toSide, toHead, toTail);
      if (end < 0) {
        work.cells += fromTail + toTail;
        return moves;
      }
      toHead = toTail;
      toTail = end;
    }
  }
  work.cells += fromTail + toTail;
  return -1;
}

/**
 * Grows `queue[head..tail)` by one layer, stamping new cells `own`; returns the new tail, or
 * -1 as soon as a neighbour carries `other` (the two searches touch). Unrolled: hot spot.
 */
function growLayer(mark: Int32Array, width: number, low: number, own: number, other: number, queue: Int32Array, head: number, tail: number): number {
  let end = tail;
  for (let i = head; i < tail; i++) {
    const c = queue[i]!;
    let n = c - width;
    let m = mark[n]!;
    if (m < low) {
      mark[n] = own;
      queue[end++] = n;
    } else if (m === other) return -1;
    n = c + 1;
    m = mark[n]!;
    if (m < low) {
      mark[n] = own;
      queue[end++] = n;
    } else if (m === other) return -1;
    n = c + width;
    m = mark[n]!;
    if (m < low) {
      mark[n] = own;
      queue[end++] = n;
    } else if (m === other) return -1;
    n = c - 1;
    m = mark[n]!;
    if (m < low) {
      mark[n] = own;
      queue[end++] = n;
    } else if (m === other) return -1;
  }
  return end;
}
