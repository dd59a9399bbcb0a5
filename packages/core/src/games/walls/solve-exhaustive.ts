import type { Maze } from './maze.ts';

export interface Layout {
  /** Padded indices of the walls. */
  readonly walls: readonly number[];
  readonly score: number;
}

/** A search's outcome and the runner evaluations it took. */
export interface Searched {
  readonly layout: Layout;
  readonly nodes: number;
}

/**
 * The best layout of at most `budget` walls, proven, or null when it takes more than
 * `maxNodes` evaluations. `maze` must have no walls; it is left as it was given.
 *
 * Branching on the runner's path only is exact: walls that all miss the current path
 * leave every leg a shortest path, so the score stays. Each candidate c_i on the path
 * gets one branch, in which the earlier candidates c_1..c_{i-1} are forbidden, so every
 * wall set is visited at most once. A blocking wall prunes its branch: more walls never
 * reopen a path.
 */
export function exhaustive(maze: Maze, budget: number, maxNodes: number): Searched | null {
  // The estimate runs low, not high (3-8x on `simple` boards near the bound: none of 19 whose
  // estimate was within 4x of the bound finished within it), so it must fit as it is.
  if (estimate(maze, budget) > maxNodes) return null;
  const { blocked, wallable } = maze;
  const forbidden = new Uint8Array(blocked.length);
  const onPath = new Uint32Array(blocked.length);
  const pathBuffer = new Int32Array(maze.pathCapacity());
  const chosen: number[] = [];
  let stamp = 0;
  let nodes = 1;
  let best: Layout = { walls: [], score: maze.score() };
  if (best.score < 0) return { layout: best, nodes };

  const search = (remaining: number): boolean => {
    const length = maze.walk(pathBuffer);
    nodes++;
    stamp++;
    const candidates: number[] = [];
    for (let i = 0; i < length; i++) {
      const p = pathBuffer[i]!;
      if (wallable[p] === 1 && forbidden[p] === 0 && onPath[p] !== stamp) {
        onPath[p] = stamp;
        candidates.push(p);
      }
    }
    let completed = true;
    for (const c of candidates) {
      if (++nodes > maxNodes) {
        completed = false;
        break;
      }
      maze.setWall(c, true);
      const score = maze.score();
      if (score >= 0) {
        chosen.push(c);
        if (score > best.score) best = { walls: chosen.slice(), score };
        const done = remaining > 1 ? search(remaining - 1) : true;
        chosen.pop();
        if (!done) {
          maze.setWall(c, false);
          completed = false;
          break;
        }
      }
      maze.setWall(c, false);
      forbidden[c] = 1;
    }
    for (const c of candidates) forbidden[c] = 0;
    return completed;
  };

  if (budget > 0 && !search(budget)) return null;
  return { layout: best, nodes };
}

/**
 * A rough size of the search tree, C(L + 2k, k) for a first path of L cells and k walls
 * (paths grow as walls go in), to skip hopeless proofs without spending their budget.
 */
export function estimate(maze: Maze, budget: number): number {
  const path = new Int32Array(maze.pathCapacity());
  const length = Math.max(0, maze.walk(path));
  let candidates = 0;
  for (let i = 0; i < length; i++) candidates += maze.wallable[path[i]!]!;
  const n = candidates + 2 * budget;
  let size = 1;
  for (let i = 0; i < budget && size < 1e12; i++) size = (size * (n - i)) / (i + 1);
  return size;
}
