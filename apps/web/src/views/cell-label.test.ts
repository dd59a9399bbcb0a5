import { applyMove, expectOk, seededPuzzle, startState, type Puzzle, type wallsRules } from '@gridrace/core';
import { describe, expect, it } from 'vitest';
import { cellLabel, readableCells } from './cell-label.ts';

const walls = (): Puzzle => ({ ...expectOk(seededPuzzle('walls', { preset: 'simple' }, 'cells')), par: null, optimal: false, solution: [] });

describe('cells in words', () => {
  it('counts from 1, column first', () => {
    expect(cellLabel({ x: 0, y: 0 })).toBe('column 1, row 1');
    expect(cellLabel({ x: 12, y: 3 })).toBe('column 13, row 4');
  });

  it("turns the rules' own refusals into the cells a person reads", () => {
    const puzzle = walls();
    const board = puzzle.board as wallsRules.Board;
    // A start cell: every cell of the left column is one.
    const refused = applyMove(puzzle, startState(puzzle), { x: 0, y: 2 });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.message).toContain('(0, 2)');
    expect(readableCells(refused.error.message)).toBe('Column 1, row 3 is a start cell; walls go on empty cells only.');
    const off = applyMove(puzzle, startState(puzzle), { x: board.cols, y: 0 });
    expect(off.ok ? '' : readableCells(off.error.message)).toBe(`Column ${board.cols + 1}, row 1 is off the ${board.cols}x${board.rows} board.`);
  });

  it('leaves a message without cells as it is', () => {
    expect(readableCells('All 7 walls are placed; remove one before placing another.')).toBe('All 7 walls are placed; remove one before placing another.');
  });
});
