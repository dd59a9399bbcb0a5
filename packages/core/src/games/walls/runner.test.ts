import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../random/rng.ts';
import { boardFromText } from './board.ts';
import { generate } from './generate.ts';
import { Maze } from './maze.ts';
import { runnerPath, runnerScore } from './runner.ts';

/** Path as "x,y" strings, easier to read in a failure. */
function walk(text: string): string[] | null {
  const result = runnerPath(boardFromText(text, 1));
  return result ? result.path.map(({ x, y }) => `${x},${y}`) : null;
}

describe('runner', () => {
  it('takes the topmost of equally near starts and runs straight', () => {
    expect(walk('s...f\ns...f\ns...f')).toEqual(['0,0', '1,0', '2,0', '3,0', '4,0']);
  });

  it('starts from the nearest start cell, not the topmost', () => {
    expect(walk('s.r.f\ns...f\ns...f')).toEqual(['0,1', '1,1', '2,1', '3,1', '4,1']);
    expect(walk('srrrf\nsr..f\ns...f')).toEqual(['0,2', '1,2', '2,2', '3,2', '4,2']);
  });

  it('prefers up, then right, then down, then left between equal steps', () => {
    // From A both up (2,0) and right (3,1) lead to B in two moves: up wins.
    expect(walk('s..B.f\ns.A..f\ns....f')).toEqual(['0,1', '1,1', '2,1', '2,0', '3,0', '4,0', '5,0']);
    // Around a rock, right before down.
    expect(walk('s.r.f\ns.r.f\ns...f')).toEqual(['0,2', '1,2', '2,2', '3,2', '4,2']);
    // From A: right and down are equal; right wins.
    expect(walk('srrrrf\nsA...f\ns....f')).toEqual(['0,1', '1,1', '2,1', '3,1', '4,1', '5,1']);
  });

  it('does not count a checkpoint passed out of order', () => {
    expect(walk('srrrrrf\ns.B.A.f\nsrrrrrf')).toEqual(['0,1', '1,1', '2,1', '3,1', '4,1', '3,1', '2,1', '3,1', '4,1', '5,1', '6,1']);
    expect(runnerScore(boardFromText('srrrrrf\ns.B.A.f\nsrrrrrf', 1))).toBe(10);
  });

  it('walks over start and finish cells inside a leg', () => {
    // From A the only way to B is back through the start column.
    expect(walk('sArrrrf\nsrr...f\ns...B.f')).toEqual(['0,0', '1,0', '0,0', '0,1', '0,2', '1,2', '2,2', '3,2', '4,2', '5,2', '6,2']);
    // From A the only way to B is through the finish column; the leg does not end there.
    expect(walk('s....f\ns.A.rf\ns..rBf')).toEqual(['0,1', '1,1', '2,1', '2,0', '3,0', '4,0', '5,0', '5,1', '5,2', '4,2', '5,2']);
  });

  it('counts player walls as blocked and reports no path when cut off', () => {
    expect(walk('s.w.f\ns.w.f\ns.w.f')).toBeNull();
    expect(runnerScore(boardFromText('s.w.f\ns.w.f\ns.w.f', 3))).toBe(-1);
    expect(walk('s.w.f\ns...f\ns.w.f')).toEqual(['0,1', '1,1', '2,1', '3,1', '4,1']);
  });

  it('ends each leg at the nearest cell of its target', () => {
    // Finishes at (4,0) and (4,2) are equally near from A; up comes first.
    expect(walk('s...f\ns..Ar\ns...f')?.slice(-3)).toEqual(['3,1', '3,0', '4,0']);
    expect(runnerPath(boardFromText('s...f\ns..Ar\ns...f', 1))?.length).toBe(5);
  });
});

describe('runner score', () => {
  it('equals the length of the walked path on random layouts (two independent searches)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 5 }), fc.array(fc.nat(), { maxLength: 40 }), (seed, checkpoints, picks) => {
        const board = generate(rngFromSeed(seed), { cols: 9, rows: 6, walls: 18, checkpoints, rocks: 0.1 }, 1).board;
        const cells = board.cells.slice();
        const empty = cells.flatMap((k, i) => (k === '.' ? [i] : []));
        for (const pick of picks) cells[empty[pick % empty.length]!] = 'w';
        const walled = { ...board, cells };
        const path = runnerPath(walled);
        expect(runnerScore(walled)).toBe(path === null ? -1 : path.length);
        if (path) expect(path.path.length).toBe(path.length + 1);
      }),
      { numRuns: 3000 },
    );
  });

  it('stays equal to the walked path over thousands of wall toggles on one complex maze (reused stamps)', () => {
    const rng = rngFromSeed('toggles');
    const board = generate(rng.fork('board'), { cols: 19, rows: 9, walls: 60, checkpoints: 5, rocks: 0.1 }, 1).board;
    const maze = new Maze(board);
    const path = new Int32Array(maze.pathCapacity());
    for (let i = 0; i < 4000; i++) {
      const p = maze.free[rng.int(0, maze.free.length - 1)]!;
      maze.setWall(p, maze.blocked[p] === 0);
      const cells = maze.walk(path);
      expect(maze.score()).toBe(cells < 0 ? -1 : cells - 1);
    }
  });
});
