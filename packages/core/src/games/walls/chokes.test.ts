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
