import { seededPuzzle, expectOk } from '@gridrace/core';
import * as sameRules from '@gridrace/core/games/same';
import { describe, expect, it } from 'vitest';
import { outlineRuns } from './outline.ts';

describe('a shaped board outline', () => {
  it('covers exactly the cells of the shape, one run per stretch of a row', () => {
    const board = expectOk(seededPuzzle('same', sameRules.PRESETS.heart, 'outline')).board as sameRules.Board;
    const mask = board.mask ?? [];
    const runs = outlineRuns(mask, board.cols, board.rows);
    const covered = new Array<boolean>(mask.length).fill(false);
    for (const run of runs) for (let x = run.x; x < run.x + run.width; x++) covered[run.y * board.cols + x] = true;
    expect(covered).toEqual(mask);
    // The heart's two lobes: two runs on the top row.
    expect(runs.filter((run) => run.y === 0)).toHaveLength(2);
    expect(runs.length).toBeLessThan(2 * board.rows);
  });
});
