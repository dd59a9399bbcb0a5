import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../random/rng.ts';
import { goalTiles } from './board.ts';
import { fifteen } from './index.ts';
import { heuristic } from './solve-small.ts';
import { expectSolves } from './test-support/replay.ts';

/** Exact distances of all 181,440 solvable 3x3 positions: breadth-first from the goal. */
function distancesFromGoal(): Map<string, number> {
  const goal = goalTiles(3);
  const distance = new Map<string, number>([[goal.join(','), 0]]);
  let layer = [goal];
  for (let d = 1; layer.length > 0; d++) {
    const next: number[][] = [];
    for (const tiles of layer) {
      const gap = tiles.indexOf(0);
      const [gx, gy] = [gap % 3, Math.floor(gap / 3)];
      for (const [x, y] of [
        [gx, gy - 1],
        [gx + 1, gy],
        [gx, gy + 1],
        [gx - 1, gy],
      ] as const) {
        if (x < 0 || y < 0 || x > 2 || y > 2) continue;
        const moved = [...tiles];
        moved[gap] = moved[y * 3 + x]!;
        moved[y * 3 + x] = 0;
        const key = moved.join(',');
        if (!distance.has(key)) {
          distance.set(key, d);
          next.push(moved);
        }
      }
    }
    layer = next;
  }
  return distance;
}

const exact = distancesFromGoal();
const params = { size: 3 };

describe('fifteen 3x3 solver', () => {
  it('covers the whole 3x3 space in the brute force (sanity of the reference)', () => {
    expect(exact.size).toBe(181440);
    expect([...exact.values()].reduce((a, b) => Math.max(a, b))).toBe(31);
  });

  it('finds the breadth-first optimum on random boards, and its moves solve them', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const board = fifteen.generate(rngFromSeed(seed), params, 1).board;
        const solution = fifteen.solve(board, params);
        expect(solution.optimal).toBe(true);
        expect(solution.par).toBe(exact.get(board.tiles.join(',')));
        expectSolves(board, solution.moves);
      }),
      { numRuns: 300 },
    );
  });

  it('solves the hardest 3x3 positions in 31', () => {
    const hardest = [...exact.entries()].filter(([, d]) => d === 31).map(([key]) => key.split(',').map(Number));
    expect(hardest).toHaveLength(2);
    for (const tiles of hardest) expect(fifteen.solve({ size: 3, tiles }, params).par).toBe(31);
  });

  it('uses an admissible heuristic (never above the true distance)', () => {
    let checked = 0;
    for (const [key, d] of exact) {
      if (checked++ % 37 !== 0) continue;
      expect(heuristic(3, key.split(',').map(Number))).toBeLessThanOrEqual(d);
    }
  });

  it('within a small budget gives a valid solution (optimal, or the reduction fallback) or none', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const board = fifteen.generate(rngFromSeed(seed), params, 1).board;
        const solution = fifteen.solve(board, params, { maxNodes: 3_000 });
        if (solution.par === null) return;
        expectSolves(board, solution.moves);
        expect(solution.par).toBe(solution.moves.length);
        expect(solution.par).toBeGreaterThanOrEqual(exact.get(board.tiles.join(','))!);
        if (!solution.optimal) return;
        expect(solution.par).toBe(exact.get(board.tiles.join(',')));
      }),
      { numRuns: 200 },
    );
  });

  it('gives no par for an unsolvable board and none needed for a solved one', () => {
    expect(fifteen.solve({ size: 3, tiles: [2, 1, 3, 4, 5, 6, 7, 8, 0] }, params)).toEqual({ par: null, optimal: false, moves: [] });
    expect(fifteen.solve({ size: 3, tiles: goalTiles(3) }, params)).toEqual({ par: 0, optimal: true, moves: [] });
  });
});
