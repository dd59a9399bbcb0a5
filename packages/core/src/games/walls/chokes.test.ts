import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../random/rng.ts';
import { boardFromText } from './board.ts';
import { Chokes } from './chokes.ts';
import { generate } from './generate.ts';
import { Maze } from './maze.ts';

/** A generated board with some of its free cells walled (those that keep a path). */
function walledMaze(seed: string, cols: number, rows: number, checkpoints: number, walls: number): Maze {
  const rng = rngFromSeed(seed);
  const board = generate(rng, { cols, rows, walls: 1, checkpoints, rocks: 0.1 }, 1).board;
  const maze = new Maze(board);
  for (let placed = 0, tries = 0; placed < walls && tries < 50; tries++) {
    const p = maze.free[rng.int(0, maze.free.length - 1)]!;
    if (maze.blocked[p] === 1) continue;
    maze.setWall(p, true);
    if (maze.score() < 0) maze.setWall(p, false);
    else placed++;
  }
  return maze;
}

describe('walls chokes', () => {
  it('find every cell whose wall changes the score, and score it exactly', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 12 }), (seed, checkpoints, walls) => {
        const maze = walledMaze(seed, 12, 7, checkpoints, walls);
        const chokes = new Chokes(maze);
        expect(chokes.measure()).toBe(true);
        const score = maze.score();
        expect(chokes.score).toBe(score);
        for (let i = 0; i < maze.free.length; i++) {
          const p = maze.free[i]!;
          if (maze.blocked[p] === 1) continue;
          maze.setWall(p, true);
          const walled = maze.score();
          maze.setWall(p, false);
          if (!chokes.isChoke(p)) {
            expect(walled).toBe(score);
            continue;
          }
          expect(walled).not.toBe(score);
          const k = Array.from(chokes.cells.subarray(0, chokes.count)).indexOf(p);
          expect(chokes.scoreWith(k)).toBe(walled);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('lists a cell that chokes two legs once, with both legs', () => {
    // One corridor, B before A: every leg crosses (3,1).
    const maze = new Maze(boardFromText('srrrrrf\ns.B.A.f\nsrrrrrf', 1));
    const chokes = new Chokes(maze);
    chokes.measure();
    const at = maze.padded(3, 1);
    const k = Array.from(chokes.cells.subarray(0, chokes.count)).indexOf(at);
    expect(k).toBeGreaterThanOrEqual(0);
    expect(chokes.legsChoked[k]).toBe(0b111);
    expect(chokes.scoreWith(k)).toBe(-1);
    expect(chokes.cells.subarray(0, chokes.count).filter((p) => p === at)).toHaveLength(1);
  });

  it('says so when a leg has no path', () => {
    const maze = new Maze(boardFromText('s.r.f\ns.r.f\ns.r.f', 1));
    const chokes = new Chokes(maze);
    expect(chokes.measure()).toBe(false);
    expect(chokes.score).toBe(-1);
  });
});

/**
 * The work `measure` and `scoreWith` count, from plain breadth-first searches: the figures
 * the budgets run on, pinned whatever the searches' own bookkeeping (stamps, copies).
 */
function neighbours(maze: Maze, c: number): number[] {
  return [c - maze.width, c + 1, c + maze.width, c - 1];
}

/** Distances from `sources` (open cells), -1 where unreached. */
function distances(maze: Maze, sources: number[], blocked: (p: number) => boolean): Int32Array {
  const dist = new Int32Array(maze.blocked.length).fill(-1);
  let layer = sources.filter((p) => !blocked(p));
  for (const p of layer) dist[p] = 0;
  for (let d = 1; layer.length > 0; d++) {
    const next: number[] = [];
    for (const c of layer) {
      for (const n of neighbours(maze, c)) {
        if (blocked(n) || dist[n] !== -1) continue;
        dist[n] = d;
        next.push(n);
      }
    }
    layer = next;
  }
  return dist;
}

function legEnds(maze: Maze, leg: number): { sources: number[]; goals: number[] } {
  const sources = leg === 0 ? Array.from(maze.starts) : [maze.checkpoints[leg - 1]!];
  const goals = leg === maze.checkpoints.length ? Array.from(maze.finishes) : [maze.checkpoints[leg]!];
  return { sources, goals };
}

/** `measure`'s visits for one leg: two per cell nearer than the goal, two per cell on a shortest path. */
function measureVisits(maze: Maze, leg: number): { visits: number; moves: number } {
  const wall = (p: number) => maze.blocked[p] === 1;
  const { sources, goals } = legEnds(maze, leg);
  const from = distances(maze, sources, wall);
  const moves = Math.min(...goals.map((g) => (from[g]! < 0 ? Infinity : from[g]!)));
  if (moves === Infinity) return { visits: 2 * from.filter((d) => d >= 0).length, moves: -1 };
  if (moves === 0) return { visits: 0, moves: 0 };
  const to = distances(
    maze,
    goals.filter((g) => from[g] === moves),
    wall,
  );
  let nearer = 0;
  let onPath = 0;
  for (let p = 0; p < from.length; p++) {
    if (from[p]! >= 0 && from[p]! < moves) nearer++;
    if (from[p]! >= 0 && to[p]! >= 0 && from[p]! + to[p]! === moves) onPath++;
  }
  return { visits: 2 * nearer + 2 * onPath, moves };
}

/**
 * `scoreWith`'s work on one leg with a wall on its choke `p`: a quarter of the cells before
 * the layer ahead of the choke, then a bidirectional search from that layer, the smaller side
 * growing, counting whole layers until the sides touch.
 */
function beyondWork(maze: Maze, leg: number, p: number): number {
  const { sources, goals } = legEnds(maze, leg);
  const before = distances(maze, sources, (q) => maze.blocked[q] === 1);
  const layer = before[p]!;
  const work = before.filter((d) => d >= 0 && d < layer - 1).length >> 2;
  const blocked = (q: number) => maze.blocked[q] === 1 || q === p;
  const side = [new Set<number>(), new Set<number>()];
  const front: number[][] = [[], []];
  for (let q = 0; q < before.length; q++) {
    if (before[q]! >= 0 && before[q]! <= layer - 1) side[0]!.add(q);
    if (before[q] === layer - 1) front[0]!.push(q);
  }
  for (const g of goals) {
    if (blocked(g)) continue;
    side[1]!.add(g);
    front[1]!.push(g);
  }
  let total = [front[0]!.length, front[1]!.length];
  while (front[0]!.length > 0 && front[1]!.length > 0) {
    const s = front[0]!.length <= front[1]!.length ? 0 : 1;
    const next: number[] = [];
    let touched = false;
    for (const c of front[s]!) {
      for (const n of neighbours(maze, c)) {
        if (side[1 - s]!.has(n)) touched = true;
        if (blocked(n) || side[s]!.has(n) || side[1 - s]!.has(n)) continue;
        side[s]!.add(n);
        next.push(n);
      }
    }
    if (touched) break;
    front[s] = next;
    total = s === 0 ? [total[0]! + next.length, total[1]!] : [total[0]!, total[1]! + next.length];
  }
  return work + total[0]! + total[1]!;
}

describe('walls chokes work', () => {
  it('counts the work of plain searches, leg by leg and choke by choke', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 14 }), (seed, checkpoints, walls) => {
        const maze = walledMaze(seed, 13, 8, checkpoints, walls);
        const chokes = new Chokes(maze);
        let visits = 0;
        for (let leg = 0; leg < maze.legCount; leg++) {
          const measured = measureVisits(maze, leg);
          visits += measured.visits;
          if (measured.moves < 0) break;
        }
        chokes.measure();
        expect(chokes.visits).toBe(visits);
        for (let k = 0; k < chokes.count; k++) {
          const p = chokes.cells[k]!;
          let expected = 0;
          for (let leg = 0; leg < maze.legCount; leg++) {
            if ((chokes.legsChoked[k]! & (1 << leg)) === 0) continue;
            expected += beyondWork(maze, leg, p);
            maze.setWall(p, true);
            const open = maze.legMoves(leg) >= 0;
            maze.setWall(p, false);
            if (!open) break;
          }
          const before = maze.work.cells;
          chokes.scoreWith(k);
          expect(maze.work.cells - before).toBe(expected);
        }
      }),
      { numRuns: 150 },
    );
  });
});
