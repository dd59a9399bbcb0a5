import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../random/rng.ts';
import { CELL, wallCount, withoutWalls, type Board } from './board.ts';
import { generate } from './generate.ts';
import { walls } from './index.ts';
import { Maze } from './maze.ts';
import { runnerScore } from './runner.ts';
import { bestLayout } from './solve.ts';
import { expNeg, HEAT_BATH, heatBath } from './solve-heatbath.ts';
import { exhaustive } from './solve-exhaustive.ts';

const NORMAL = { preset: 'normal' } as const;
const smallBoard = (seed: string, cols: number, rows: number, budget: number, checkpoints = 1) =>
  generate(rngFromSeed(seed), { cols, rows, walls: budget, checkpoints, rocks: 0.1 }, 1).board;

/** The best score over every set of at most `budget` walls, by plain enumeration. */
function bruteForce(board: Board): number {
  const free = board.cells.flatMap((kind, i) => (kind === CELL.empty ? [i] : []));
  let best = runnerScore(board);
  const cells = board.cells.slice();
  const extend = (from: number, left: number) => {
    if (left === 0) return;
    for (let k = from; k < free.length; k++) {
      cells[free[k]!] = CELL.wall;
      const score = runnerScore({ ...board, cells });
      if (score > best) best = score;
      if (score >= 0) extend(k + 1, left - 1);
      cells[free[k]!] = CELL.empty;
    }
  };
  extend(0, board.walls);
  return best;
}

function replayTo(board: Board, moves: readonly { x: number; y: number }[]): { board: Board; score: number } {
  let score = walls.initialScore(board, NORMAL);
  for (const move of moves) {
    const result = walls.step(board, move, score, { preset: 'normal' });
    if (!result.ok) throw new Error(result.error.message);
    board = result.value.board;
    score = result.value.score;
  }
  return { board, score };
}

describe('walls exhaustive search', () => {
  it('equals brute force on small boards with 1-3 walls', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 2 }), (seed, budget, checkpoints) => {
        const board = smallBoard(seed, 6, 4, budget, checkpoints);
        const proven = exhaustive(new Maze(board), board.walls, 1e7);
        expect(proven?.layout.score).toBe(bruteForce(board));
      }),
      { numRuns: 60 },
    );
  });

  it('gives up (null) when the work bound is too small', () => {
    const board = smallBoard('tiny-budget', 12, 8, 4);
    expect(exhaustive(new Maze(board), board.walls, 50)).toBeNull();
  });
});

describe('walls solve', () => {
  it('proves par on small boards with up to 2 walls', () => {
    for (const seed of ['s1', 's2', 's3', 's4']) {
      const board = smallBoard(seed, 7, 5, 2);
      const solution = walls.solve(board, NORMAL);
      expect(solution.optimal).toBe(true);
      expect(solution.par).toBe(bruteForce(board));
    }
  });

  it('moves replayed through step reach the claimed par', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 6 }), (seed, budget) => {
        const board = smallBoard(seed, 8, 5, budget);
        const solution = walls.solve(board, NORMAL, { maxNodes: 1_000_000 });
        const end = replayTo(board, solution.moves);
        expect(end.score).toBe(solution.par);
        expect(wallCount(end.board)).toBeLessThanOrEqual(board.walls);
      }),
      { numRuns: 40 },
    );
  });

  it('from a board with walls: removals first, then placements, to the same layout', () => {
    const fresh = generate(rngFromSeed('mid-run'), { preset: 'simple' }, 1).board;
    const start = walls.solve(fresh, NORMAL, { maxNodes: 4_000_000 });
    const cells = fresh.cells.slice();
    let placed = 0;
    for (let i = 0; i < cells.length && placed < 3; i++) {
      if (cells[i] === CELL.empty && (i * 7) % 5 === 0) {
        cells[i] = CELL.wall;
        if (runnerScore({ ...fresh, cells }) < 0) cells[i] = CELL.empty;
        else placed++;
      }
    }
    const midRun: Board = { ...fresh, cells };
    const solution = walls.solve(midRun, NORMAL, { maxNodes: 4_000_000 });
    expect(solution.par).toBe(start.par);
    const firstPlacement = solution.moves.findIndex((m) => midRun.cells[m.y * midRun.cols + m.x] !== CELL.wall);
    const lastRemoval = solution.moves.findLastIndex((m) => midRun.cells[m.y * midRun.cols + m.x] === CELL.wall);
    expect(lastRemoval).toBeLessThan(firstPlacement === -1 ? Infinity : firstPlacement);
    expect(replayTo(midRun, solution.moves).score).toBe(solution.par);
    expect(replayTo(fresh, start.moves).board).toEqual(replayTo(midRun, solution.moves).board);
  });

  it('keeps a player layout that beats the search', () => {
    const board = smallBoard('keep', 8, 5, 4);
    const weak = walls.solve(board, NORMAL, { maxNodes: 1 });
    const strong = walls.solve(board, NORMAL, { maxNodes: 4_000_000 });
    const played = replayTo(board, strong.moves).board;
    const again = walls.solve(played, NORMAL, { maxNodes: 1 });
    expect(again.par).toBeGreaterThanOrEqual(strong.par ?? 0);
    expect(weak.par).toBeLessThanOrEqual(again.par ?? 0);
  });

  it('is deterministic and bounded by work, not time', () => {
    const board = generate(rngFromSeed('det'), { preset: 'normal' }, 1).board;
    const a = walls.solve(board, NORMAL, { maxNodes: 6_000_000 });
    const b = walls.solve(board, NORMAL, { maxNodes: 6_000_000 });
    expect(a).toEqual(b);
    expect(a.optimal).toBe(false);
    expect(replayTo(board, a.moves).score).toBe(a.par);
    expect(bestLayout(board, 6_000_000).layout.score).toBe(a.par);
  });

  it('the heuristic reaches the proven optimum on small boards', () => {
    let hits = 0;
    const seeds = Array.from({ length: 20 }, (_, i) => `h${i}`);
    for (const seed of seeds) {
      const board = smallBoard(seed, 7, 5, 3);
      const proven = exhaustive(new Maze(board), board.walls, 1e7)!;
      const found = heatBath(new Maze(board), board.walls, rngFromSeed(seed), 2_000_000);
      expect(found.layout.score).toBeLessThanOrEqual(proven.layout.score);
      if (found.layout.score === proven.layout.score) hits++;
    }
    expect(hits).toBeGreaterThanOrEqual(19);
  });
});

describe('walls rebuilds', () => {
  const rebuildsOnly = { ...HEAT_BATH, rebuildShare: 1 };

  it('leave a layout within the budget whose score is the one claimed', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 8 }), (seed, budget) => {
        const board = smallBoard(seed, 9, 6, budget, 2);
        const found = heatBath(new Maze(board), board.walls, rngFromSeed(seed), 300_000, rebuildsOnly);
        expect(new Set(found.layout.walls).size).toBe(found.layout.walls.length);
        expect(found.layout.walls.length).toBeLessThanOrEqual(budget);
        const maze = new Maze(board);
        for (const p of found.layout.walls) maze.setWall(p, true);
        expect(maze.score()).toBe(found.layout.score);
      }),
      { numRuns: 40 },
    );
  });

  it('alone, from one random layout, reach the proven optimum on small boards', () => {
    let hits = 0;
    for (let i = 0; i < 20; i++) {
      const board = smallBoard(`r${i}`, 7, 5, 3);
      const proven = exhaustive(new Maze(board), board.walls, 1e7)!;
      // One restart: a random layout, then nothing but rebuilds and the final descent.
      const found = heatBath(new Maze(board), board.walls, rngFromSeed(`r${i}`), 1_000_000, { ...rebuildsOnly, workPerRestart: 1_000_000 });
      if (found.layout.score === proven.layout.score) hits++;
    }
    expect(hits).toBeGreaterThanOrEqual(19);
  });
});

describe('expNeg', () => {
  it('is exp(-x) to within 2%, from arithmetic alone', () => {
    for (const x of [0, 0.01, 0.5, 1, 2, 5, 10]) expect(Math.abs(expNeg(x) - Math.exp(-x))).toBeLessThan(0.02 * Math.exp(-x));
    expect(expNeg(41)).toBe(0);
  });
});

describe('walls heat bath, pinned', () => {
  // Figures from before its speed-ups (stamped distances, bit-identical work counts, the memo of
  // scorings): stored pars depend on them, so a faster search must find exactly these.
  const PINNED = [
    { preset: 'complex', seed: 'pin-0', score: 127, work: 3002854, walls: [78, 128, 53, 54, 97, 93, 131, 35, 111, 73, 109, 98, 55, 95] },
    { preset: 'normal', seed: 'pin-1', score: 88, work: 2946860, walls: [111, 23, 58, 127, 113, 76, 60, 44, 45, 166, 148, 125] },
    { preset: 'simple', seed: 'pin-2', score: 24, work: 2873961, walls: [48, 52, 64, 17, 68, 113, 80, 35] },
  ] as const;
  for (const { preset, seed, score, work, walls: layout } of PINNED) {
    it(`finds the same layout with the same work on a ${preset} board`, () => {
      const base = withoutWalls(generate(rngFromSeed(seed), { preset }, 1).board);
      const found = heatBath(new Maze(base), base.walls, rngFromSeed(`pin:${seed}`), 3_000_000);
      expect(found.layout.score).toBe(score);
      expect(found.work).toBe(work);
      expect(found.layout.walls).toEqual(layout);
    });
  }
});
