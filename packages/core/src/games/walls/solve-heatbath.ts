import type { Rng } from '../../random/rng.ts';
import { Chokes } from './chokes.ts';
import type { Maze } from './maze.ts';
import type { Layout } from './solve-exhaustive.ts';

/**
 * Tuned on generated `normal` and `complex` boards against the best of 200 long searches:
 * independent restarts from random layouts beat restarts from the best one (the good
 * layouts sit in rare, far-apart basins), and about 4M cells of work per restart beat
 * both shorter and longer ones at the same total. Parallel tempering (12 replicas, 0.8 to
 * 4) did no better than these restarts at the same work, and per-leg caching of chokes
 * saved nothing: a lifted wall touches what nearly every leg's searches looked at.
 *
 * Spending the second half of every other restart on rebuilds (below) raised the boards
 * whose par reaches 98 % of a 30x-work search from 33 to 38 of 40 (mean 99.1 -> 99.7 %).
 * Rebuilds in every restart: 37 (they pull toward one good basin and miss a rarer one that
 * only long anneals reach); in one of three: 36; only after all restarts: 36. Square
 * half-sides up to 3 to 5 and temperatures 0.5 to 1 did about as well (35 to 37).
 */
export const HEAT_BATH: Schedule = {
  workPerRestart: 4_000_000,
  hot: 2,
  cold: 1,
  nearPath: 56,
  rebuildShare: 0.5,
  rebuildRadius: 4,
  rebuildTemperature: 0.7,
  rebuildSteps: 40,
};

export interface Schedule {
  readonly workPerRestart: number;
  /** Temperatures (in moves of score) at the start and the end of each restart. */
  readonly hot: number;
  readonly cold: number;
  /** Chance, out of 64, that a wall put where it lengthens nothing goes on a shortest path. */
  readonly nearPath: number;
  /** Share of every other restart's work spent rebuilding its layout piece by piece after annealing. */
  readonly rebuildShare: number;
  /** Largest half-side of the square of walls one rebuild lifts. */
  readonly rebuildRadius: number;
  readonly rebuildTemperature: number;
  /** Heat-bath steps, over all walls, after the lifted walls are back. */
  readonly rebuildSteps: number;
}

/**
 * Annealing by heat bath: each step lifts one wall and puts it back on a cell drawn with
 * probability proportional to exp(score / temperature) over every open cell, so a step
 * weighs some 100 placements at once. `Chokes` makes that affordable: a cell that chokes
 * no leg leaves the score as it is, so only the chokes need a (one-leg) search. Restarts
 * begin from random layouts; the best layout found gets a final descent. Work is counted
 * in cells searched, never in time, so the result is a pure function of the inputs.
 *
 * Walls put where they change nothing are mostly drawn from cells on a shortest path:
 * such a wall makes its neighbour in the path's layer a choke, the first half of the
 * two-wall closures that single moves cannot see.
 *
 * Every other restart ends with rebuilds (a large-neighbourhood search): the walls in a
 * square around one of them are lifted together and put back, so a whole wall line can
 * turn (a diagonal the other way, say), which one wall at a time cannot do without first
 * losing much of the score. The restarts between anneal to their end, as some rare good
 * layouts are only reached that way.
 */
export function heatBath(maze: Maze, budget: number, rng: Rng, maxWork: number, schedule = HEAT_BATH): { layout: Layout; work: number } {
  const search = new Search(maze, budget, rng, maxWork, schedule);
  const restarts = Math.max(1, Math.floor(maxWork / schedule.workPerRestart));
  const share = (maxWork * 0.95) / restarts;
  for (let r = 0; r < restarts && search.work() < maxWork; r++) {
    search.load({ walls: [], score: -1 });
    search.fill(RANDOM);
    const rebuilding = r % 2 === 0 ? schedule.rebuildShare : 0;
    search.anneal(search.work() + share * (1 - rebuilding));
    if (rebuilding > 0) search.rebuild(search.work() + share * rebuilding);
  }
  search.load(search.best);
  search.descend();
  return { layout: search.best, work: search.work() };
}

/** A temperature so high that every open cell is about as likely: a random layout. */
const RANDOM = 1000;
const UNIT = 1 << 30;

/** exp(-x) for x >= 0 from + and * alone, so that every JavaScript engine agrees to the bit. */
export function expNeg(x: number): number {
  if (x > 40) return 0;
  let y = 1 - x / 4096;
  for (let i = 0; i < 12; i++) y *= y;
  return y;
}

/**
 * Slots of the memo of scorings (a power of 2): about a fifth of the scorings repeat a
 * layout scored shortly before (a lifted wall often goes back where it stood).
 */
const MEMO_SLOTS = 2048;

/** A fixed pseudo-random 32-bit number per cell index and salt (Zobrist keys for the memo). */
function cellKey(i: number, salt: number): number {
  let x = Math.imul(i + 1, 0x9e3779b1) ^ salt;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) | 0;
}

class Search {
  best: Layout = { walls: [], score: -1 };
  private walls: number[] = [];
  private score = -1;
  private readonly chokes: Chokes;
  private readonly scores: Int32Array;
  /**
   * Recent scorings, a slot per layout hash (`memoKey`), the newest kept; a hit adds the
   * work it first took, so results do not change. One flat entry each, its buffer reused:
   * its length, the work (the maze's, the chokes'), the walls as bits (to rule out a
   * collision of keys), what `Chokes.save` writes, then the choke scores.
   */
  private readonly memo: (Int32Array | null)[] = new Array<Int32Array | null>(MEMO_SLOTS).fill(null);
  private readonly memoKeys = new Float64Array(MEMO_SLOTS).fill(-1);
  private readonly keyHigh: Int32Array;
  private readonly keyLow: Int32Array;
  /** The walls standing now, a bit per free cell, as `memoKey` saw them. */
  private readonly wallBits: Int32Array;

  constructor(
    private readonly maze: Maze,
    private readonly budget: number,
    private readonly rng: Rng,
    private readonly maxWork: number,
    private readonly schedule: Schedule,
  ) {
    this.chokes = new Chokes(maze);
    this.scores = new Int32Array(maze.blocked.length);
    this.keyHigh = Int32Array.from(maze.free, (_, i) => cellKey(i, 0x2545f491));
    this.keyLow = Int32Array.from(maze.free, (_, i) => cellKey(i, 0x6a09e667));
    this.wallBits = new Int32Array((maze.free.length + 31) >> 5);
  }

  /** A 53-bit hash of the walls standing now, which it also writes into `wallBits`. */
  private memoKey(): number {
    const { free, blocked } = this.maze;
    const { wallBits } = this;
    wallBits.fill(0);
    let high = 0;
    let low = 0;
    for (let i = 0; i < free.length; i++) {
      if (blocked[free[i]!] === 0) continue;
      high ^= this.keyHigh[i]!;
      low ^= this.keyLow[i]!;
      wallBits[i >> 5]! |= 1 << (i & 31);
    }
    return (high >>> 0) * 0x200000 + (low >>> 11);
  }

  /**
   * `chokes.measure()` and every choke's score into `scores`, or the same from the memo when
   * these walls were scored before (the searches are a pure function of the walls).
   */
  private scoreChokes(): void {
    const { chokes, scores, maze, wallBits } = this;
    const key = this.memoKey();
    const slot = key & (MEMO_SLOTS - 1);
    const words = wallBits.length;
    const kept = this.memo[slot];
    if (kept != null && this.memoKeys[slot] === key) {
      let same = true;
      for (let i = 0; i < words; i++) if (kept[3 + i] !== wallBits[i]) same = false;
      if (same) {
        maze.work.cells += kept[1]!;
        chokes.visits += kept[2]!;
        chokes.recall(kept, 3 + words);
        // The scores close the entry.
        const from = kept[0]! - chokes.count;
        for (let k = 0; k < chokes.count; k++) scores[k] = kept[from + k]!;
        return;
      }
    }
    const mazeWork = maze.work.cells;
    const chokeVisits = chokes.visits;
    chokes.measure();
    for (let k = 0; k < chokes.count; k++) scores[k] = chokes.scoreWith(k);
    const saved = chokes.savedSize();
    const length = 3 + words + saved + chokes.count;
    let entry = kept;
    if (entry == null || entry.length < length) {
      // Room to spare, so that a slot's buffer is seldom replaced.
      entry = new Int32Array(2 * length);
      this.memo[slot] = entry;
    }
    this.memoKeys[slot] = key;
    entry[0] = length;
    entry[1] = maze.work.cells - mazeWork;
    entry[2] = chokes.visits - chokeVisits;
    entry.set(wallBits, 3);
    chokes.save(entry, 3 + words);
    for (let k = 0; k < chokes.count; k++) entry[3 + words + saved + k] = scores[k]!;
  }

  work(): number {
    return this.maze.work.cells + this.chokes.visits;
  }

  load(layout: Layout): void {
    for (const w of this.walls) this.maze.setWall(w, false);
    this.walls = layout.walls.slice();
    for (const w of this.walls) this.maze.setWall(w, true);
    this.score = layout.score;
  }

  private record(): void {
    if (this.score > this.best.score) this.best = { walls: this.walls.slice(), score: this.score };
  }

  /** Adds walls up to the budget, each drawn by `place` at `temperature`. */
  fill(temperature: number): void {
    while (this.walls.length < this.budget) {
      const p = this.place(temperature, this.walls.length);
      if (p < 0) break;
      this.walls.push(p);
    }
    if (this.walls.length === 0) this.score = this.maze.score();
    this.record();
  }

  /** Annealing until `until` work, the temperature falling linearly from hot to cold. */
  anneal(until: number): void {
    const start = this.work();
    const span = Math.max(1, until - start);
    const { hot, cold } = this.schedule;
    while (this.work() < until && this.work() < this.maxWork && this.walls.length > 0) {
      const temperature = hot - ((hot - cold) * (this.work() - start)) / span;
      const i = this.rng.int(0, this.walls.length - 1);
      this.maze.setWall(this.walls[i]!, false);
      this.walls[i] = this.place(temperature, this.walls.length - 1);
      this.record();
    }
  }

  /**
   * Until `until` work: lifts every wall in a square (half-side 1 to `rebuildRadius`)
   * around a random wall, puts them back by heat bath at `rebuildTemperature`, takes
   * `rebuildSteps` more heat-bath steps over all walls, and goes back to the layout before
   * unless the score held or rose.
   */
  rebuild(until: number): void {
    const { maze, rng } = this;
    const { rebuildRadius, rebuildTemperature, rebuildSteps } = this.schedule;
    const { width } = maze;
    while (this.work() < until && this.work() < this.maxWork && this.walls.length > 0) {
      const before: Layout = { walls: this.walls.slice(), score: this.score };
      const center = this.walls[rng.int(0, this.walls.length - 1)]!;
      const half = rng.int(1, rebuildRadius);
      const cx = center % width;
      const cy = Math.floor(center / width);
      const kept: number[] = [];
      for (const w of this.walls) {
        if (Math.abs((w % width) - cx) <= half && Math.abs(Math.floor(w / width) - cy) <= half) maze.setWall(w, false);
        else kept.push(w);
      }
      this.walls = kept;
      this.fill(rebuildTemperature);
      for (let step = 0; step < rebuildSteps && this.walls.length > 0; step++) {
        const i = rng.int(0, this.walls.length - 1);
        maze.setWall(this.walls[i]!, false);
        this.walls[i] = this.place(rebuildTemperature, this.walls.length - 1);
        this.record();
      }
      if (this.score < before.score) this.load(before);
    }
  }

  /** Moves walls one at a time to their best cell until a whole round improves nothing. */
  descend(): void {
    let improved = true;
    while (improved && this.work() < this.maxWork * 1.05) {
      improved = false;
      for (let i = 0; i < this.walls.length; i++) {
        const before = this.score;
        const from = this.walls[i]!;
        this.maze.setWall(from, false);
        const p = this.place(0, this.walls.length - 1);
        if (this.score > before) {
          this.walls[i] = p;
          improved = true;
          this.record();
        } else {
          this.maze.setWall(p, false);
          this.maze.setWall(from, true);
          this.score = before;
        }
      }
    }
  }

  /**
   * Draws a cell for one more wall (at temperature 0: the best one), sets it and the
   * score; returns the cell, or -1 when no open cell keeps a path. `standing`: how many
   * of the player's walls are up now.
   */
  private place(temperature: number, standing: number): number {
    const { chokes, scores, maze } = this;
    this.scoreChokes();
    const base = chokes.score;
    let top = base;
    for (let k = 0; k < chokes.count; k++) if (scores[k]! > top) top = scores[k]!;
    // Open cells that choke nothing: the score stays `base` wherever among them the wall goes.
    const neutral = maze.free.length - standing - chokes.count;
    const chosen = temperature <= 0 ? this.argmax(top) : this.draw(temperature, top, base, neutral);
    if (chosen < 0 && neutral <= 0) return -1;
    const p = chosen >= 0 ? chokes.cells[chosen]! : this.neutralCell();
    this.score = chosen >= 0 ? scores[chosen]! : base;
    maze.setWall(p, true);
    return p;
  }

  /** The first choke scoring `top`, or -1 when none does (every choke closes the path, or there is none). */
  private argmax(top: number): number {
    for (let k = 0; k < this.chokes.count; k++) if (this.scores[k] === top) return k;
    return -1;
  }

  /** A choke drawn by its Boltzmann weight, or -1 for the neutral cells' share. */
  private draw(temperature: number, top: number, base: number, neutral: number): number {
    const { chokes, scores } = this;
    const weight = (score: number) => (score < 0 ? 0 : expNeg((top - score) / temperature));
    let total = neutral > 0 ? neutral * weight(base) : 0;
    for (let k = 0; k < chokes.count; k++) total += weight(scores[k]!);
    let r = (this.rng.int(0, UNIT - 1) / UNIT) * total;
    for (let k = 0; k < chokes.count; k++) {
      r -= weight(scores[k]!);
      if (r < 0) return k;
    }
    return neutral > 0 ? -1 : this.argmax(top);
  }

  /** An open cell that chokes no leg: mostly one on a shortest path, else any. */
  private neutralCell(): number {
    const { chokes, rng } = this;
    const { free, blocked } = this.maze;
    if (chokes.pathCount > chokes.count && rng.int(0, 63) < this.schedule.nearPath) {
      for (;;) {
        const p = chokes.pathCells[rng.int(0, chokes.pathCount - 1)]!;
        if (!chokes.isChoke(p)) return p;
      }
    }
    for (;;) {
      const p = free[rng.int(0, free.length - 1)]!;
      if (blocked[p] === 0 && !chokes.isChoke(p)) return p;
    }
  }
}
