import { legLength } from './leg.ts';
import { BLOCKED, type Maze } from './maze.ts';

/**
 * The stamp of a cell at distance `d` from a leg's sources in that leg's copy of the maze is
 * `TOP - 2 * d`: it records the distance (for the backward walk) and, for `scoreWith`, marks
 * every cell nearer than the layer before a choke as already seen, with no write per cell.
 * The step of 2 leaves `low + 1` (the goal side's stamp in `legLength`) unused.
 */
const TOP = 1 << 30;

/**
 * The cells that every shortest path of a runner leg crosses: its chokes. Only a wall on a
 * choke lengthens the leg; a wall anywhere else leaves a shortest path open, so the leg
 * keeps its length. The score after adding one wall is therefore the score now plus, for
 * each leg the cell chokes, that leg's new length minus its old one: one leg search per
 * choked leg, instead of a whole runner evaluation per cell tried. That search starts from
 * the layer before the choke (kept from `measure`), since a wall at distance k from the
 * sources changes no distance below k.
 *
 * How: a search from the leg's source side labels every cell with its distance `d` up to
 * the leg's length `L` (the layer where the goal side is reached); walking back from the
 * goal cells reached at `L` through neighbours one layer nearer marks the cells on some
 * shortest path. Every shortest path has exactly one cell in each layer, so a layer with
 * a single marked cell is a choke.
 */
export class Chokes {
  /** Moves of each leg when `measure` last ran. */
  readonly legMoves: Int32Array;
  /** Their sum: the runner's score, or -1 when some leg has no path. */
  score = -1;
  /** Choke cells found by `measure` (padded indices), each once. */
  readonly cells: Int32Array;
  /** Per entry of `cells`: a bit per leg that the cell chokes. */
  readonly legsChoked: Int32Array;
  count = 0;
  /** Wallable cells on some shortest path of some leg (chokes included), each once. */
  readonly pathCells: Int32Array;
  pathCount = 0;
  /** Work of its own searches so far, in leg-search cells (the maze counts its leg searches): a cell here costs about two there. */
  visits = 0;

  /**
   * Per leg, the maze's `shape` with the cells the forward search reached stamped by distance
   * (see `TOP`), as `measure` left them; `scratch` is the copy one `scoreWith` search dirties.
   */
  private readonly marks: Int32Array[];
  private readonly scratch: Int32Array;
  private readonly toSide: Int32Array;
  private readonly onPath: Int32Array;
  private readonly goal: Int32Array;
  private readonly entry: Int32Array;
  private readonly entryStamp: Int32Array;
  private readonly pathStamp: Int32Array;
  private readonly queue: Int32Array;
  private readonly back: Int32Array;
  private readonly layerSize: Int32Array;
  /** Per leg, the forward search's queue (cells in order of distance) and where each layer of it begins. */
  private readonly order: Int32Array[];
  private readonly layerStart: Int32Array[];
  /** Per choke entry and leg (`entry * legCount + leg`): the choke's layer in that leg. */
  private readonly layerOf: Int32Array;
  private epoch = 0;
  private measureEpoch = 0;

  constructor(private readonly maze: Maze) {
    const size = maze.blocked.length;
    this.legMoves = new Int32Array(maze.legCount);
    this.cells = new Int32Array(size);
    this.legsChoked = new Int32Array(size);
    this.marks = Array.from({ length: maze.legCount }, () => new Int32Array(size));
    this.scratch = new Int32Array(size);
    this.toSide = new Int32Array(size);
    this.onPath = new Int32Array(size);
    this.goal = new Int32Array(size);
    this.entry = new Int32Array(size);
    this.entryStamp = new Int32Array(size);
    this.pathStamp = new Int32Array(size);
    this.pathCells = new Int32Array(size);
    this.queue = new Int32Array(size);
    this.back = new Int32Array(size);
    this.layerSize = new Int32Array(size + 1);
    this.order = Array.from({ length: maze.legCount }, () => new Int32Array(size));
    this.layerStart = Array.from({ length: maze.legCount }, () => new Int32Array(size + 2));
    this.layerOf = new Int32Array(size * maze.legCount);
  }

  /** Measures every leg and collects the chokes for the maze's current walls; false when some leg has no path. */
  measure(): boolean {
    this.count = 0;
    this.pathCount = 0;
    this.measureEpoch++;
    let total = 0;
    for (let leg = 0; leg < this.maze.legCount; leg++) {
      const moves = this.measureLeg(leg);
      this.legMoves[leg] = moves;
      if (moves < 0) {
        this.score = -1;
        return false;
      }
      total += moves;
    }
    this.score = total;
    return true;
  }

  /** Room `save` needs: what `measure` found, as a flat list of numbers. */
  savedSize(): number {
    return 3 + this.legMoves.length + 2 * this.count + this.pathCount;
  }

  /**
   * Writes what `measure` found into `out` from `at` (`savedSize` numbers), for `recall`.
   * `scoreWith` needs the searches' own state, which is not kept.
   */
  save(out: Int32Array, at: number): void {
    const { count, pathCount } = this;
    out[at++] = this.score;
    out[at++] = count;
    out[at++] = pathCount;
    for (let i = 0; i < this.legMoves.length; i++) out[at++] = this.legMoves[i]!;
    for (let k = 0; k < count; k++) out[at++] = this.cells[k]!;
    for (let k = 0; k < count; k++) out[at++] = this.legsChoked[k]!;
    for (let k = 0; k < pathCount; k++) out[at++] = this.pathCells[k]!;
  }

  /**
   * Puts back what `measure` found on walls it has seen before (`save` then), without
   * searching; `scoreWith` needs a real `measure` first.
   */
  recall(saved: Int32Array, at: number): void {
    const epoch = ++this.measureEpoch;
    this.score = saved[at++]!;
    const count = (this.count = saved[at++]!);
    const pathCount = (this.pathCount = saved[at++]!);
    for (let i = 0; i < this.legMoves.length; i++) this.legMoves[i] = saved[at++]!;
    for (let k = 0; k < count; k++) {
      const p = saved[at++]!;
      this.cells[k] = p;
      this.entryStamp[p] = epoch;
      this.entry[p] = k;
    }
    for (let k = 0; k < count; k++) this.legsChoked[k] = saved[at++]!;
    for (let k = 0; k < pathCount; k++) this.pathCells[k] = saved[at++]!;
  }

  /** Is padded cell `p` a choke of the last `measure`? */
  isChoke(p: number): boolean {
    return this.entryStamp[p] === this.measureEpoch;
  }

  private measureLeg(leg: number): number {
    const { maze, goal } = this;
    // The search's queue is the leg's `order` itself, kept for `scoreWith`.
    const queue = this.order[leg]!;
    const { checkpoints, width } = maze;
    const mark = this.marks[leg]!;
    mark.set(maze.shape);
    const epoch = ++this.epoch;
    const last = leg === checkpoints.length;
    if (last) for (let i = 0; i < maze.finishes.length; i++) goal[maze.finishes[i]!] = epoch;
    else goal[checkpoints[leg]!] = epoch;

    let tail = 0;
    const sources = leg === 0 ? maze.starts.length : 1;
    for (let i = 0; i < sources; i++) {
      const p = leg === 0 ? maze.starts[i]! : checkpoints[leg - 1]!;
      if (mark[p] !== 0) continue;
      mark[p] = TOP;
      queue[tail++] = p;
    }

    // Forward, layer by layer, until the layer that reaches the goal side is complete.
    // A 0 in `mark` is an open cell not reached yet: one test where `seen` and `blocked` took two.
    let head = 0;
    let reached = -1;
    let layerStart = 0;
    let d = 0;
    const starts = this.layerStart[leg]!;
    starts[0] = 0;
    for (let i = 0; i < tail; i++) if (goal[queue[i]!] === epoch) reached = 0;
    while (reached < 0 && head < tail) {
      const layerEnd = tail;
      layerStart = layerEnd;
      d++;
      const stamp = TOP - 2 * d;
      starts[d] = layerEnd;
      for (; head < layerEnd; head++) {
        const c = queue[head]!;
        let n = c - width;
        if (mark[n] === 0) {
          mark[n] = stamp;
          queue[tail++] = n;
          if (goal[n] === epoch) reached = d;
        }
        n = c + 1;
        if (mark[n] === 0) {
          mark[n] = stamp;
          queue[tail++] = n;
          if (goal[n] === epoch) reached = d;
        }
        n = c + width;
        if (mark[n] === 0) {
          mark[n] = stamp;
          queue[tail++] = n;
          if (goal[n] === epoch) reached = d;
        }
        n = c - 1;
        if (mark[n] === 0) {
          mark[n] = stamp;
          queue[tail++] = n;
          if (goal[n] === epoch) reached = d;
        }
      }
    }
    this.visits += 2 * head;
    if (reached < 0) return -1;
    if (reached === 0) return 0;

    // Backward from the goal cells of the last layer, one layer nearer at a time.
    const { onPath, back, layerSize } = this;
    layerSize.fill(0, 0, reached + 1);
    let backTail = 0;
    for (let i = layerStart; i < tail; i++) {
      const p = queue[i]!;
      if (goal[p] !== epoch) continue;
      onPath[p] = epoch;
      layerSize[reached]!++;
      back[backTail++] = p;
    }
    for (let i = 0; i < backTail; i++) {
      const c = back[i]!;
      const stamp = mark[c]!;
      if (stamp === TOP) continue;
      // One layer nearer the sources.
      const nearer = stamp + 2;
      const d = (TOP - nearer) >> 1;
      let n = c - width;
      if (mark[n] === nearer && onPath[n] !== epoch) {
        onPath[n] = epoch;
        layerSize[d]!++;
        back[backTail++] = n;
      }
      n = c + 1;
      if (mark[n] === nearer && onPath[n] !== epoch) {
        onPath[n] = epoch;
        layerSize[d]!++;
        back[backTail++] = n;
      }
      n = c + width;
      if (mark[n] === nearer && onPath[n] !== epoch) {
        onPath[n] = epoch;
        layerSize[d]!++;
        back[backTail++] = n;
      }
      n = c - 1;
      if (mark[n] === nearer && onPath[n] !== epoch) {
        onPath[n] = epoch;
        layerSize[d]!++;
        back[backTail++] = n;
      }
    }
    this.visits += 2 * backTail;

    const { wallable } = maze;
    const bit = 1 << leg;
    for (let i = 0; i < backTail; i++) {
      const p = back[i]!;
      if (wallable[p] === 0) continue;
      if (this.pathStamp[p] !== this.measureEpoch) {
        this.pathStamp[p] = this.measureEpoch;
        this.pathCells[this.pathCount++] = p;
      }
      const layer = (TOP - mark[p]!) >> 1;
      if (layerSize[layer] !== 1) continue;
      if (this.entryStamp[p] === this.measureEpoch) {
        this.legsChoked[this.entry[p]!]! |= bit;
      } else {
        this.entryStamp[p] = this.measureEpoch;
        this.entry[p] = this.count;
        this.cells[this.count] = p;
        this.legsChoked[this.count] = bit;
        this.count++;
      }
      this.layerOf[this.entry[p]! * maze.legCount + leg] = layer;
    }
    return reached;
  }

  /**
   * The score with one more wall on choke number `k` (of the last `measure`, walls as they
   * were then), or -1 if it closes the path. The maze is left as it was.
   */
  scoreWith(k: number): number {
    const { maze, legMoves } = this;
    const p = this.cells[k]!;
    let mask = this.legsChoked[k]!;
    let total = this.score;
    for (let leg = 0; mask !== 0; leg++, mask >>>= 1) {
      if ((mask & 1) === 0) continue;
      const moves = this.legMovesBeyond(leg, p, this.layerOf[k * maze.legCount + leg]!);
      if (moves < 0) {
        total = -1;
        break;
      }
      total += moves - legMoves[leg]!;
    }
    return total;
  }

  /**
   * Moves of leg `leg` with one more wall on `wall`, its choke at distance `layer`, or -1.
   * Nothing nearer the sources than the choke moved, and every path to the goal crosses the
   * layer before it, so the search goes on from that layer, on a copy of the leg's stamps:
   * the layer carries exactly the source side's stamp `low`, the cells nearer carry more
   * (seen, and not the goal side's `low + 1`), the cells farther and unreached less (open).
   */
  private legMovesBeyond(leg: number, wall: number, layer: number): number {
    const { maze, scratch, queue, toSide } = this;
    const { checkpoints } = maze;
    const starts = this.layerStart[leg]!;
    const frontier = starts[layer - 1]!;
    const end = starts[layer]!;
    const order = this.order[leg]!;
    scratch.set(this.marks[leg]!);
    scratch[wall] = BLOCKED;
    const low = TOP - 2 * (layer - 1);
    let seeded = 0;
    for (let j = frontier; j < end; j++) queue[seeded++] = order[j]!;
    // Counted as when the nearer layers were stamped one by one (a stamp is one write where a
    // searched cell tests four neighbours: a quarter of the work), so budgets spend as before.
    maze.work.cells += frontier >> 2;
    let toSeeded = 0;
    if (leg === checkpoints.length) {
      const { finishes } = maze;
      for (let i = 0; i < finishes.length; i++) {
        const f = finishes[i]!;
        if (scratch[f] === BLOCKED) continue;
        scratch[f] = low + 1;
        toSide[toSeeded++] = f;
      }
    } else {
      const g = checkpoints[leg]!;
      scratch[g] = low + 1;
      toSide[toSeeded++] = g;
    }
    const moves = legLength(scratch, maze.width, low, queue, seeded, toSide, toSeeded, maze.work);
    return moves < 0 ? -1 : moves + layer - 1;
  }
}
