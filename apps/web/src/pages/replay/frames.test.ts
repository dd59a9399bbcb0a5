import { expectOk, openPuzzle, solvePuzzle } from '@gridrace/core';
import { describe, expect, it } from 'vitest';
import { delayAfter, framesOf } from './frames.ts';

describe('replay frames', () => {
  const puzzle = solvePuzzle(expectOk(openPuzzle('fifteen.v1.3.abc')));
  const [first, second] = puzzle.solution;
  const log = [
    { kind: 'move' as const, move: first, atMs: 400 },
    { kind: 'hint' as const, move: second, atMs: 900 },
    { kind: 'undo' as const, move: null, atMs: 5000 },
  ];

  it('rebuild each state of the run with the core rules', () => {
    const frames = framesOf(puzzle, log);
    expect(frames.map((f) => f.kind)).toEqual(['start', 'move', 'hint', 'undo']);
    expect(frames[1]?.state.moves).toBe(1);
    expect(frames[2]?.state).toBe(frames[1]?.state);
    expect(frames[3]?.state.board).toEqual(puzzle.board);
  });

  it('wait as long as the player did, faster at speed, capped', () => {
    const frames = framesOf(puzzle, log);
    expect(delayAfter(frames, 0, 1)).toBe(400);
    expect(delayAfter(frames, 0, 4)).toBe(100);
    expect(delayAfter(frames, 2, 1)).toBe(1500);
    expect(delayAfter(frames, 3, 1)).toBe(0);
  });
});
