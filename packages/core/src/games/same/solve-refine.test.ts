import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../random/rng.ts';
import { Grid } from './grid.ts';
import { same } from './index.ts';
import { Playouts } from './playout.ts';
import { refineBestLine } from './solve-refine.ts';
import { playOnce, type ScoreSearch } from './solve-score.ts';
import { scoreByWidths } from './solve-widths.ts';
import { isEmpty, replay, scoreByRules } from './test-support/replay.ts';

describe('refining the best line', () => {
  it('never scores less than the line it starts from, and its lines replay by the rules to the scores they claim', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), fc.integer({ min: 1, max: 5 }), (seed, shift, steps) => {
        const p = same.paramsSchema.parse({ cols: 8, rows: 8, colors: 4, shift });
        const board = same.generate(rngFromSeed(seed), p, 1).board;
        const grid = Grid.fromBoard(board);
        const playouts = new Playouts(grid.cols, grid.rows, 7);
        const search: ScoreSearch = { best: null, bestClearing: null };
        const work = { nodes: 0, limit: 30_000 };
        // A single playout's line: weak, so the suffixes have room to improve.
        playOnce(grid, shift, search, playouts, 0, work, 1);
        const before = search.best!.score;
        refineBestLine(grid, shift, search, work, steps, (at, phase, own) => {
          scoreByWidths(at, shift, phase, 1, own, playouts, [0]);
        });
        expect(search.best!.score).toBeGreaterThanOrEqual(before);
        expect(scoreByRules(board, search.best!.moves, p).score).toBe(search.best!.score);
        if (search.bestClearing) {
          expect(isEmpty(replay(board, search.bestClearing.moves, p))).toBe(true);
          expect(scoreByRules(board, search.bestClearing.moves, p).score).toBe(search.bestClearing.score);
        }
        // The work bound holds, give or take the last playout (a move takes two blocks or more).
        expect(work.nodes).toBeLessThanOrEqual(work.limit + 1 + (8 * 8) / 2);
      }),
      { numRuns: 30 },
    );
  });
});
