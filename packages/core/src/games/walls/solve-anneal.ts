import type { Rng } from '../../random/rng.ts';
import type { Maze } from './maze.ts';
import type { Layout, Searched } from './solve-exhaustive.ts';

/**
 * Heuristic search in the spirit of the Pathery solvers: greedy placement on the runner's
 * path, then simulated annealing that moves one wall at a time (to a cell of the current
 * path, or anywhere), restarted alternately from the best and the greedy layout, then a hill climb over
 * every single-wall move. Work is counted in runner evaluations, never in time.
 */
export function anneal(maze: Maze, budget: number, rng: Rng, maxNodes: number): Searched {
  const search = new Search(maze, rng, maxNodes);
  search.budget = budget;
  search.greedy();
  const restarts = Math.max(1, Math.min(SCHEDULE.maxRestarts, Math.floor(maxNodes / SCHEDULE.nodesPerRestart)));
  const annealNodes = Math.floor((maxNodes - search.nodes) * 0.85);
  const greedy = search.best;
  for (let r = 0; r < restarts; r++) {
    search.load(r % 2 === 1 ? greedy : search.best);
    search.anneal(search.nodes + Math.floor(annealNodes / restarts));
  }
  search.load(search.best);
  search.climb();
  return { layout: search.best, nodes: search.nodes };
}

/** exp(-x) for x >= 0 from + and * alone, so that every JavaScript engine agrees to the bit. */
export function expNeg(x: number): number {
  if (x > 40) return 0;
  let y = 1 - x / 4096;
  for (let i = 0; i < 12; i++) y *= y;
  return y;
}

const UNIT = 1 << 30;
/**
 * Tuned on generated normal/complex boards at 100k evaluations: independent anneals help
 * (every other restart starts again from the greedy layout), so do short ones.
 */
const SCHEDULE = { nodesPerRestart: 10_000, maxRestarts: 8, hot: 6, cold: 0.3 } as const;

class Search {
  nodes = 0;
  budget = 0;
  best: Layout = { walls: [], score: -1 };
  private walls: number[] = [];
  private score = -1;
  private readonly path: Int32Array;
  private pathLength = 0;
  private pathFresh = false;

  constructor(
    private readonly maze: Maze,
    private readonly rng: Rng,
    private readonly maxNodes: number,
  ) {
    this.path = new Int32Array(maze.pathCapacity());
  }

  /** Sets the maze's walls to `layout`. */
  load(layout: Layout): void {
    for (const w of this.walls) this.maze.setWall(w, false);
    this.walls = layout.walls.slice();
    for (const w of this.walls) this.maze.setWall(w, true);
    this.score = layout.score;
    this.pathFresh = false;
  }

  private evaluate(): number {
    this.nodes++;
    return this.maze.score();
  }

  private record(): void {
    if (this.score > this.best.score) this.best = { walls: this.walls.slice(), score: this.score };
  }

  private currentPath(): number {
    if (!this.pathFresh) {
      this.nodes++;
      this.pathLength = this.maze.walk(this.path);
      this.pathFresh = true;
    }
    return this.pathLength;
  }

  /** Adds, one by one, the wall on the current path that lengthens it most. */
  greedy(): void {
    const { blocked, wallable } = this.maze;
    this.score = this.evaluate();
    this.record();
    while (this.walls.length < this.budget && this.nodes < this.maxNodes) {
      const length = this.currentPath();
      let bestCell = -1;
      let bestScore = -1;
      for (let i = 0; i < length; i++) {
        const c = this.path[i]!;
        if (wallable[c] === 0 || blocked[c] === 1) continue;
        this.maze.setWall(c, true);
        const score = this.evaluate();
        this.maze.setWall(c, false);
        if (score > bestScore) {
          bestScore = score;
          bestCell = c;
        }
      }
      if (bestCell < 0) break;
      this.maze.setWall(bestCell, true);
      this.walls.push(bestCell);
      this.score = bestScore;
      this.pathFresh = false;
      this.record();
    }
  }

  /** A free cell to move a wall to: half the time one on the runner's path. */
  private target(): number {
    const { blocked, free } = this.maze;
    for (let tries = 0; tries < 8; tries++) {
      const onPath = this.rng.int(0, 1) === 0;
      const c = onPath ? this.path[this.rng.int(0, this.currentPath() - 1)]! : free[this.rng.int(0, free.length - 1)]!;
      if (this.maze.wallable[c] === 1 && blocked[c] === 0) return c;
    }
    return -1;
  }

  /** Annealing until `until` nodes, temperature falling linearly (6 to 0.3 was best in trials). */
  anneal(until: number): void {
    const start = this.nodes;
    const span = Math.max(1, until - start);
    while (this.nodes < until && this.budget > 0) {
      const temperature = SCHEDULE.hot - ((SCHEDULE.hot - SCHEDULE.cold) * (this.nodes - start)) / span;
      const to = this.target();
      if (to < 0) {
        this.nodes++;
        continue;
      }
      // Greedy may stop short of the budget when every cell of the path would block it;
      // walls elsewhere can still be added once others have moved.
      if (this.walls.length < this.budget && (this.walls.length === 0 || this.rng.int(0, 1) === 0)) {
        this.maze.setWall(to, true);
        const score = this.evaluate();
        if (score >= 0) {
          this.walls.push(to);
          this.score = score;
          this.pathFresh = false;
          this.record();
        } else {
          this.maze.setWall(to, false);
        }
        continue;
      }
      const i = this.rng.int(0, this.walls.length - 1);
      const from = this.walls[i]!;
      this.maze.setWall(from, false);
      this.maze.setWall(to, true);
      const score = this.evaluate();
      const delta = score - this.score;
      if (score >= 0 && (delta >= 0 || this.rng.int(0, UNIT - 1) < expNeg(-delta / temperature) * UNIT)) {
        this.walls[i] = to;
        this.score = score;
        this.pathFresh = false;
        this.record();
      } else {
        this.maze.setWall(to, false);
        this.maze.setWall(from, true);
      }
    }
  }

  /** First-improvement hill climb over moving any one wall to any free cell. */
  climb(): void {
    const { blocked, free } = this.maze;
    let improved = true;
    while (improved && this.nodes < this.maxNodes) {
      improved = false;
      for (let i = 0; i < this.walls.length && this.nodes < this.maxNodes; i++) {
        const from = this.walls[i]!;
        this.maze.setWall(from, false);
        for (let j = 0; j < free.length && this.nodes < this.maxNodes; j++) {
          const to = free[j]!;
          if (blocked[to] === 1 || to === from) continue;
          this.maze.setWall(to, true);
          const score = this.evaluate();
          if (score > this.score) {
            this.walls[i] = to;
            this.score = score;
            this.record();
            improved = true;
            break;
          }
          this.maze.setWall(to, false);
        }
        this.maze.setWall(this.walls[i]!, true);
      }
    }
  }
}
