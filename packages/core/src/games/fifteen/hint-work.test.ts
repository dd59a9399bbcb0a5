import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../random/rng.ts';
import { goalTiles, type Board } from './board.ts';
import { neighbourTable } from './place.ts';
import { HINT_MAX_NODES, solve, solveWithin } from './solve.ts';
import { expectSolves } from './test-support/replay.ts';
import { Work } from './work.ts';

/** A board a long random walk away from the goal: as far off any solver's line as a player can wander. */
function wandered(size: number, seed: string, steps = 2000): Board {
  const rng = rngFromSeed(seed);
  const tiles = goalTiles(size);
  const around = neighbourTable(size);
  let gap = tiles.length - 1;
  for (let i = 0; i < steps; i++) {
    const cell = rng.pick(around[gap]!);
    tiles[gap] = tiles[cell]!;
    tiles[cell] = 0;
    gap = cell;
  }
  return { size, tiles };
}

describe("a fifteen hint's search far off the line", () => {
  // (A 4x4's search was bounded already: its optimal search stops at its nodes.)
  it.each([5, 6])("stays within the hint's work on a board of size %i, the reduction's placements counted, and still finds a way", (size) => {
    for (const seed of ['far-a', 'far-b']) {
      const board = wandered(size, `${seed}-${size}`);
      const work = new Work(HINT_MAX_NODES);
      const found = solveWithin(board, work);
      expect(work.spent).toBeGreaterThan(0);
      expect(work.spent).toBeLessThanOrEqual(HINT_MAX_NODES);
      // Within the hint's work these boards are solved (a hint is then its first move).
      expect(found.moves.length).toBeGreaterThan(0);
      expectSolves(board, found.moves);
    }
  });

  it('knows no way when the work runs out, rather than going on with an unbounded reduction', () => {
    for (const size of [5, 6]) {
      const board = wandered(size, `short-${size}`);
      const work = new Work(20_000);
      expect(solveWithin(board, work)).toEqual({ par: null, optimal: false, moves: [] });
      expect(work.spent).toBe(20_000);
      expect(solve(board, { maxNodes: 20_000 }).par).toBeNull();
    }
  });
});
