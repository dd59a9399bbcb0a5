import { describe, expect, it } from 'vitest';
import * as sameRules from '../src/games/same/index.ts';
import { readSameStandard } from './same-standard.ts';

describe('the standard SameGame set', () => {
  it('reads 20 full 15x15 boards of 5 colours, each valid by the rules', () => {
    const boards = readSameStandard();
    expect(boards).toHaveLength(20);
    for (const board of boards) {
      expect(board.cells).toHaveLength(225);
      expect(new Set(board.cells)).toEqual(new Set([0, 1, 2, 3, 4]));
      expect(sameRules.same.checkBoard(board).ok).toBe(true);
    }
    // The first board's top row, as published.
    expect(boards[0]!.cells.slice(0, 15)).toEqual([3, 1, 1, 4, 1, 0, 4, 0, 4, 4, 1, 1, 0, 2, 3]);
  });
});
