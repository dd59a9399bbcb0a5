import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../random/rng.ts';
import { goalTiles } from './board.ts';
import { fifteen, type Board } from './index.ts';
import { buildPatternDatabase, tableHash, patternKeysOf } from './pattern-database.ts';
import { neighbourTable } from './place.ts';
import { solveBeam5x5 } from './solve-5x5.ts';
import { bfsDistance } from './test-support/bfs.ts';
import { expectSolves } from './test-support/replay.ts';
import { readKorf24 } from '../../../node/korf100.ts';

/** `steps` random single-tile moves from the goal. */
function scramble(seed: string, steps: number): Board {
  const rng = rngFromSeed(seed);
  const neighbours = neighbourTable(5);
  const tiles = goalTiles(5);
  for (let i = 0; i < steps; i++) {
    const gap = tiles.indexOf(0);
    const cell = rng.pick(neighbours[gap]!);
    tiles[gap] = tiles[cell]!;
    tiles[cell] = 0;
  }
  return { size: 5, tiles };
}

describe('fifteen 5x5 beam solver', () => {
  it('builds the same tables as always (FNV-1a of their bytes)', () => {
    expect(patternKeysOf(5).map((key) => tableHash(buildPatternDatabase(key)))).toEqual(['8e6a11a5', '98e11186', 'ac70b697', '6e46d31d', 'e168971c']);
    // A fixed amount of work (the tables every 5x5 solve below uses, built once here), some
    // 20 s of CPU: on a machine shared with other work its wall time is several times that.
  }, 600_000);

  it('finds shortest solutions near the goal, where the beam holds every position', () => {
    // Within 8 moves there are fewer than 3^8 positions per layer: narrower than the beam.
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 8 }), (seed, steps) => {
        const board = scramble(seed, steps);
        const solution = fifteen.solve(board, { size: 5 });
        expect(solution.par).toBe(bfsDistance(5, board.tiles, steps));
        expectSolves(board, solution.moves);
      }),
      { numRuns: 40 },
    );
  });

  it('comes within 20 % of the optimum on a published 24-puzzle instance, moves replaying to the goal', () => {
    const { tiles, optimal } = readKorf24()[0]!;
    const board = { size: 5, tiles: [...tiles] };
    const solution = fifteen.solve(board, { size: 5 });
    expect(solution.optimal).toBe(false);
    expect(solution.par).toBeGreaterThanOrEqual(optimal);
    expect(solution.par).toBeLessThanOrEqual(Math.floor(optimal * 1.2));
    expectSolves(board, solution.moves);
  });

  it('is deterministic, and counts its work', () => {
    const board = fifteen.generate(rngFromSeed('beam-twice'), { size: 5 }, 1).board;
    const first = { nodes: 0 };
    const second = { nodes: 0 };
    const a = solveBeam5x5(board.tiles, 500, 10_000_000, first);
    expect(a).not.toBeNull();
    expect(solveBeam5x5(board.tiles, 500, 10_000_000, second)).toEqual(a);
    expect(second.nodes).toBe(first.nodes);
    expect(solveBeam5x5(board.tiles, 500, 1000)).toBeNull();
  });

  it('falls back to the layer-by-layer solution when the work bound is too small for the beam', () => {
    const board = fifteen.generate(rngFromSeed('beam-budget'), { size: 5 }, 1).board;
    const bounded = fifteen.solve(board, { size: 5 }, { maxNodes: 1_000_000 });
    expect(bounded.par).toBe(bounded.moves.length);
    expectSolves(board, bounded.moves);
    // A narrow beam (a second's work, not the default solve's minutes on a busy machine) already beats it.
    expect(solveBeam5x5(board.tiles, 500, 10_000_000)!.length).toBeLessThan(bounded.par!);
  });
});

describe('fifteen 5x5 and 6x6 solver', () => {
  // Beside the 5x5 beam's tests: each test file builds the 5x5 tables again (minutes on a busy machine).
  it('solves big boards (not proven optimal) with moves that replay to the goal', () => {
    for (const size of [5, 6]) {
      const board = fifteen.generate(rngFromSeed(`big-${size}-0`), { size }, 1).board;
      const solution = fifteen.solve(board, { size });
      expect(solution.optimal).toBe(false);
      expect(solution.par).toBe(solution.moves.length);
      expectSolves(board, solution.moves);
    }
  });

  it('is deterministic', () => {
    const board = fifteen.generate(rngFromSeed('same-twice'), { size: 6 }, 1).board;
    expect(fifteen.solve(board, { size: 6 })).toEqual(fifteen.solve(board, { size: 6 }));
  });
});
