import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../random/rng.ts';
import { goalTiles } from './board.ts';
import { fifteen, fromKorf, type Board } from './index.ts';
import { buildPatternDatabase, tableHash, installPatternDatabase, patternKeysOf } from './pattern-database.ts';

const FOUR = patternKeysOf(4);
import { solveOptimal4x4 } from './solve-4x4.ts';
import { bfsDistance } from './test-support/bfs.ts';
import { expectSolves } from './test-support/replay.ts';
import { KORF100_FILE, readKorf100 } from '../../../node/korf100.ts';

const KORF_FILE = KORF100_FILE;

function korfInstances(): { id: number; length: number; tiles: readonly number[] }[] {
  return readKorf100().map(({ id, optimal, korfTiles }) => ({ id, length: optimal, tiles: korfTiles }));
}

describe('fifteen 4x4 solver', () => {
  it("finds the published optimal lengths of the shortest of the first 10 of Korf's 100", () => {
    expect(fileURLToPath(KORF_FILE)).toMatch(/packages\/core\/node\/data\/korf100\.txt$/);
    const instances = korfInstances().slice(0, 10);
    expect(instances.map((k) => k.length)).toEqual([57, 55, 59, 56, 56, 52, 52, 50, 46, 59]);
    // The two shortest prove the search optimal on real instances; all 100 are the bench's
    // (`npm run bench`): the longest take minutes on a busy machine.
    for (const { tiles, length } of instances.filter((k) => k.length <= 50)) {
      const board = { size: 4, tiles: fromKorf(tiles) };
      const solution = fifteen.solve(board, { size: 4 });
      expect(solution).toMatchObject({ par: length, optimal: true });
      expectSolves(board, solution.moves);
    }
  });

  it("maps Korf's goal onto ours", () => {
    expect(fromKorf([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15])).toEqual(goalTiles(4));
  });

  it('matches breadth-first search on positions near the goal', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const rng = rngFromSeed(seed);
        let board: Board = { size: 4, tiles: goalTiles(4) };
        for (let i = 0; i < 12; i++) {
          const gap = board.tiles.indexOf(0);
          const r = fifteen.step(
            board,
            rng.pick([
              { x: gap % 4, y: rng.int(0, 3) },
              { x: rng.int(0, 3), y: Math.floor(gap / 4) },
            ]),
            0,
            { size: 4 },
          );
          if (r.ok) board = r.value.board;
        }
        const solution = fifteen.solve(board, { size: 4 });
        expect(solution.par).toBe(bfsDistance(4, board.tiles, 40));
        expectSolves(board, solution.moves);
      }),
      { numRuns: 30 },
    );
    // Thirty breadth-first searches: about 40 s on a quiet machine, three times that on a shared one.
  }, 300_000);

  it('solves random boards optimally, the same from the mirror image', () => {
    for (let i = 0; i < 6; i++) {
      const board = fifteen.generate(rngFromSeed(`four-${i}`), { size: 4 }, 1).board;
      const solution = fifteen.solve(board, { size: 4 });
      expect(solution.optimal).toBe(true);
      expectSolves(board, solution.moves);
      // Transposing the board and renumbering by the transposed goal keeps the distance.
      const t = (c: number) => (c % 4) * 4 + Math.floor(c / 4);
      const mirrored = new Array<number>(16);
      board.tiles.forEach((tile, cell) => (mirrored[t(cell)] = tile === 0 ? 0 : t(tile - 1) + 1));
      expect(solveOptimal4x4(mirrored, 50_000_000)?.length).toBe(solution.par);
    }
  });

  it('falls back to a valid non-optimal solution when its search runs out (the reduction within the budget left)', () => {
    // The longest of Korf's instances: its optimal search needs far more than half the budget.
    const longest = korfInstances().reduce((a, b) => (b.length > a.length ? b : a));
    const board = { size: 4, tiles: fromKorf(longest.tiles) };
    const solution = fifteen.solve(board, { size: 4 }, { maxNodes: 300_000 });
    expect(solution.optimal).toBe(false);
    expect(solution.par).toBeGreaterThan(longest.length);
    expectSolves(board, solution.moves);
  });

  it('builds the same tables as always (FNV-1a of their bytes)', () => {
    expect(FOUR.map((key) => tableHash(buildPatternDatabase(key)))).toEqual(['b0ddf027', '15511601', '47ea8f67']);
  });

  it('lets a host install cached tables, refusing wrong ones', () => {
    expect(FOUR).toHaveLength(3);
    for (const key of FOUR) {
      const table = buildPatternDatabase(key);
      expect(installPatternDatabase(key, table)).toBe(true);
      expect(installPatternDatabase(key, table.subarray(1))).toBe(false);
      const damaged = table.slice();
      damaged[damaged.length >> 1]! ^= 1;
      expect(installPatternDatabase(key, damaged)).toBe(false);
    }
    expect(installPatternDatabase('nope', new Uint8Array(4096))).toBe(false);
    expect(installPatternDatabase('fifteen-4x4-v2-c', new Uint8Array(1537).fill(3))).toBe(false);
    const total = FOUR.reduce((sum, key) => sum + buildPatternDatabase(key).length, 0);
    expect(total).toBeLessThanOrEqual(12.01 * 2 ** 20);
  });
});
