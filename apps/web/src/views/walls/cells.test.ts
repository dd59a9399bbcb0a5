import * as wallsRules from '@gridrace/core/games/walls';
import { describe, expect, it } from 'vitest';
import { cellClass, cellName, checkpointMarks, wallCells } from './cells.ts';
// The game's own words come with the views' registry, as in the app.
import '../registry.ts';

describe('cellClass', () => {
  it('names every kind of cell', () => {
    expect(['.', 'r', 's', 'f', 'w'].map((k) => cellClass(k as wallsRules.CellKind))).toEqual(['walls-empty', 'walls-rock', 'walls-start', 'walls-finish', 'walls-wall']);
    expect(cellClass('B')).toBe('walls-checkpoint walls-cp-B');
  });
});

describe('cellName', () => {
  it('reads checkpoints and walls aloud', () => {
    expect(cellName('A')).toBe('checkpoint A');
    expect(cellName('w')).toBe('your wall');
  });
});

describe('wallCells', () => {
  it('lists the player walls only', () => {
    const board = wallsRules.boardFromText('s.wf\nsrwf', 3);
    expect(wallCells(board)).toEqual([
      { x: 2, y: 0 },
      { x: 2, y: 1 },
    ]);
  });
});

describe('checkpointMarks', () => {
  it('finds each checkpoint with its letter', () => {
    const board = wallsRules.boardFromText('s.Bf\nsA.f', 1);
    expect(checkpointMarks(board)).toEqual([
      { x: 2, y: 0, label: 'B' },
      { x: 1, y: 1, label: 'A' },
    ]);
  });
});
