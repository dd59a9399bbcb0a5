import { CELL, CHECKPOINTS, type Board } from './board.ts';
import { legLength, type LegWork } from './leg.ts';

/** `mark` of a rock, a wall or the padding: above every epoch, so one `<` tests "open and unseen". */
export const BLOCKED = 0x7fffffff;

/**
 * A board compiled for fast runner evaluations (the solver makes hundreds of thousands).
 * The grid is padded with a ring of blocked cells so neighbours need no bounds checks:
 * padded index `(y + 1) * width + (x + 1)` with `width = cols + 2`. Nothing is allocated
 * per evaluation; visit stamps (epochs) replace clearing arrays. Walls are toggled with
 * `setWall`, which keeps `blocked` (for readers) and `mark` (for the hot loop) in step.
 */
export class Maze {
  readonly cols: number;
  readonly rows: number;
  readonly width: number;
  /** 1 where the runner cannot go: the padding ring, rocks and walls. */
  readonly blocked: Uint8Array;
  /** Start cells (leftmost column), top to bottom. */
  readonly starts: Int32Array;
  /** Checkpoints in visiting order A, B, ... */
  readonly checkpoints: Int32Array;
  /** Cells a wall may stand on (empty or walled in the given board), row-major. */
  readonly free: Int32Array;
  /** 1 on the cells of `free`. */
  readonly wallable: Uint8Array;
  /** 1 on finish cells: the last leg's goal. */
  private readonly finish: Uint8Array;
  /** 1 on start cells: the first leg's sources, where the walk's search may stop. */
  private readonly isStart: Uint8Array;
  private readonly mark: Int32Array;
  /** `BLOCKED` where the runner cannot go, 0 elsewhere: a clean `mark` for searches on a copy (`Chokes`). */
  readonly shape: Int32Array;
  private readonly seen: Int32Array;
  private readonly queue: Int32Array;
  /** The goal side's queue of a leg's search. */
  private readonly goalQueue: Int32Array;
  /** Finish cells, top to bottom: the last leg's goal side. */
  readonly finishes: Int32Array;
  private readonly dist: Int32Array;
  private epoch = 0;
  private walkEpoch = 0;
  /** Cells stamped by every leg search so far (`score` and `legMoves`). */
  readonly work: LegWork = { cells: 0 };

  constructor(board: Board) {
    const { cols, rows, cells } = board;
    this.cols = cols;
    this.rows = rows;
    this.width = cols + 2;
    const size = this.width * (rows + 2);
    this.blocked = new Uint8Array(size).fill(1);
    this.finish = new Uint8Array(size);
    this.isStart = new Uint8Array(size);
    this.mark = new Int32Array(size).fill(BLOCKED);
    this.shape = new Int32Array(size).fill(BLOCKED);
    this.wallable = new Uint8Array(size);
    this.seen = new Int32Array(size);
    this.queue = new Int32Array(size);
    this.goalQueue = new Int32Array(size);
    this.dist = new Int32Array(size);
    const starts: number[] = [];
    const checkpoints: number[] = [];
    const free: number[] = [];
    const finishes: number[] = [];
    for (let y = 0; y < rows; y++) {
      for (let x = 0; x < cols; x++) {
        const kind = cells[y * cols + x];
        const p = this.padded(x, y);
        if (kind === CELL.rock || kind === undefined) continue;
        this.setWall(p, kind === CELL.wall);
        if (kind === CELL.start) {
          starts.push(p);
          this.isStart[p] = 1;
        } else if (kind === CELL.finish) {
          this.finish[p] = 1;
          finishes.push(p);
        } else if (kind === CELL.empty || kind === CELL.wall) {
          free.push(p);
          this.wallable[p] = 1;
        } else checkpoints[CHECKPOINTS.indexOf(kind)] = p;
      }
    }
    this.starts = Int32Array.from(starts);
    this.checkpoints = Int32Array.from(checkpoints.filter((p) => p !== undefined));
    this.free = Int32Array.from(free);
    this.finishes = Int32Array.from(finishes);
  }

  padded(x: number, y: number): number {
    return (y + 1) * this.width + (x + 1);
  }

  /** The board index (`y * cols + x`) of a padded index. */
  unpadded(p: number): number {
    return (Math.floor(p / this.width) - 1) * this.cols + ((p % this.width) - 1);
  }

  /** Sets or clears a player's wall at padded index `p`. */
  setWall(p: number, on: boolean): void {
    this.blocked[p] = on ? 1 : 0;
    this.mark[p] = on ? BLOCKED : 0;
    this.shape[p] = on ? BLOCKED : 0;
  }

  /** A fresh pair of stamps for one leg: the returned one for its source side, one more for its goal side. */
  private nextEpoch(): number {
    if (this.epoch >= BLOCKED - 3) {
      for (let p = 0; p < this.mark.length; p++) if (this.mark[p] !== BLOCKED) this.mark[p] = 0;
      this.epoch = 0;
    }
    this.epoch += 2;
    return this.epoch - 1;
  }

  /** Stamps the open cells among `cells` (or the single cell `one`, when `cells` is null) into `queue`; returns how many. */
  private seed(queue: Int32Array, cells: Int32Array | null, one: number, stamp: number): number {
    const { mark } = this;
    if (cells === null) {
      mark[one] = stamp;
      queue[0] = one;
      return 1;
    }
    let seeded = 0;
    for (let i = 0; i < cells.length; i++) {
      const p = cells[i]!;
      if (mark[p] === BLOCKED) continue;
      mark[p] = stamp;
      queue[seeded++] = p;
    }
    return seeded;
  }

  /** Leg `i`'s length once its source side is seeded (`fromSeeded` cells in `queue`, stamped `low`), or -1. */
  private toGoal(i: number, low: number, fromSeeded: number): number {
    const { checkpoints } = this;
    const last = i === checkpoints.length;
    const toSeeded = this.seed(this.goalQueue, last ? this.finishes : null, last ? -1 : checkpoints[i]!, low + 1);
    return legLength(this.mark, this.width, low, this.queue, fromSeeded, this.goalQueue, toSeeded, this.work);
  }

  /** How many legs the runner walks: one per checkpoint, then one to the finish. */
  get legCount(): number {
    return this.checkpoints.length + 1;
  }

  /** Moves of leg `i` (0: from the starts; the last: to the finish) with the current blocked cells, or -1. */
  legMoves(i: number): number {
    const low = this.nextEpoch();
    const fromSeeded = i === 0 ? this.seed(this.queue, this.starts, 0, low) : this.seed(this.queue, null, this.checkpoints[i - 1]!, low);
    return this.toGoal(i, low, fromSeeded);
  }

  /** The runner's score (moves of its path) with the current blocked cells, or -1 if there is no path. */
  score(): number {
    const legs = this.legCount;
    let total = 0;
    for (let i = 0; i < legs; i++) {
      const length = this.legMoves(i);
      if (length < 0) return -1;
      total += length;
    }
    return total;
  }

  /**
   * Distances to the nearest goal cell (for walking the path), only as far as the walk needs
   * them: the search stops once every cell as near as the nearest source (`source`, or the
   * starts when it is -1) is labelled. The walk steps down from there, and cells nearer the
   * goal all carry their distance by then (a layer is complete before the next is labelled);
   * equally near starts are all labelled too, so the topmost still wins. Unreached cells keep
   * the old epoch.
   */
  private distancesFrom(goal: Uint8Array, single: number, source: number): number {
    const { blocked, seen, queue, dist, width } = this;
    const epoch = ++this.walkEpoch;
    let tail = 0;
    if (single >= 0) {
      seen[single] = epoch;
      dist[single] = 0;
      queue[tail++] = single;
    } else {
      for (let p = 0; p < goal.length; p++) {
        if (goal[p] === 1 && blocked[p] === 0) {
          seen[p] = epoch;
          dist[p] = 0;
          queue[tail++] = p;
        }
      }
    }
    const starts = source < 0 ? this.isStart : null;
    let reached = 0x7fffffff;
    for (let i = 0; i < tail; i++) {
      const p = queue[i]!;
      if (p === source || (starts !== null && starts[p] === 1)) reached = 0;
    }
    let head = 0;
    while (head < tail) {
      const c = queue[head++]!;
      if (dist[c]! >= reached) break;
      const d = dist[c]! + 1;
      const before = tail;
      // Unrolled (hot): up, right, down, left.
      let n = c - width;
      if (blocked[n] === 0 && seen[n] !== epoch) {
        seen[n] = epoch;
        dist[n] = d;
        queue[tail++] = n;
      }
      n = c + 1;
      if (blocked[n] === 0 && seen[n] !== epoch) {
        seen[n] = epoch;
        dist[n] = d;
        queue[tail++] = n;
      }
      n = c + width;
      if (blocked[n] === 0 && seen[n] !== epoch) {
        seen[n] = epoch;
        dist[n] = d;
        queue[tail++] = n;
      }
      n = c - 1;
      if (blocked[n] === 0 && seen[n] !== epoch) {
        seen[n] = epoch;
        dist[n] = d;
        queue[tail++] = n;
      }
      if (d < reached) {
        for (let i = before; i < tail; i++) {
          const q = queue[i]!;
          if (q === source || (starts !== null && starts[q] === 1)) reached = d;
        }
      }
    }
    return epoch;
  }

  /**
   * The runner's path as padded indices written into `out` (starting cell included);
   * returns its cell count, or -1 if there is no path. `out` needs room for `width * (rows + 2)`
   * cells per leg in the worst case; `pathCapacity` gives a safe size.
   */
  walk(out: Int32Array): number {
    const { checkpoints, seen, dist, blocked, width } = this;
    let count = 0;
    let at = -1;
    for (let i = 0; i <= checkpoints.length; i++) {
      const target = i < checkpoints.length ? checkpoints[i]! : -1;
      const epoch = this.distancesFrom(this.finish, target, at);
      if (at < 0) {
        // First leg: the start cell nearest the target; among equals the topmost.
        let best = -1;
        for (let s = 0; s < this.starts.length; s++) {
          const p = this.starts[s]!;
          if (blocked[p] === 0 && seen[p] === epoch && (best < 0 || dist[p]! < dist[best]!)) best = p;
        }
        if (best < 0) return -1;
        at = best;
        out[count++] = at;
      } else if (seen[at] !== epoch) {
        return -1;
      }
      // Downhill on the distance field, preferring up, right, down, left.
      while (dist[at] !== 0) {
        const d = dist[at]! - 1;
        if (seen[at - width] === epoch && dist[at - width] === d) at -= width;
        else if (seen[at + 1] === epoch && dist[at + 1] === d) at += 1;
        else if (seen[at + width] === epoch && dist[at + width] === d) at += width;
        else at -= 1;
        out[count++] = at;
      }
    }
    return count;
  }

  /** A buffer size that any `walk` fits in. */
  pathCapacity(): number {
    return (this.checkpoints.length + 1) * this.blocked.length + 1;
  }
}
