import { applyMove, expectOk, seededPuzzle, startState, type PlayState, type Puzzle } from '@gridrace/core';
import * as sameRules from '@gridrace/core/games/same';
import { describe, expect, it } from 'vitest';
import { initialTracking, track, type Tracked } from './block-tracking.ts';

type Board = sameRules.Board;

/** Colour of each id: an id must never change colour, or a block would repaint mid-fall. */
function coloursById(t: Tracked): Map<number, number> {
  const out = new Map<number, number>();
  t.ids.forEach((id, i) => {
    const colour = t.board.cells[i];
    if (id !== null && colour !== null && colour !== undefined) out.set(id, colour);
  });
  return out;
}

/** The first legal move scanning from the bottom left, as a player clearing low would. */
function firstMove(puzzle: Puzzle<Board>, state: PlayState<Board>): { x: number; y: number } | null {
  for (let x = 0; x < state.board.cols; x++) {
    for (let y = state.board.rows - 1; y >= 0; y--) {
      if (applyMove(puzzle, state, { x, y }).ok) return { x, y };
    }
  }
  return null;
}

describe.each([true, false])('tracking a real game (shift %s)', (shift) => {
  it.each(['a', 'b', 'c'])('keeps every surviving block with its colour, seed %s', (seed) => {
    const board = expectOk(seededPuzzle('same', { cols: 8, rows: 8, colors: 3, shift }, seed));
    const puzzle = { ...board, par: null, optimal: false, solution: [] } as Puzzle<Board>;
    let state = startState(puzzle);
    let tracked = initialTracking(state.board);
    let moves = 0;
    for (let move = firstMove(puzzle, state); move; move = firstMove(puzzle, state)) {
      const removed = sameRules.groupAt(state.board, move.x, move.y);
      state = expectOk(applyMove(puzzle, state, move));
      // Every other move without the hint: the matching must hold up on its own.
      const next = track(tracked, state.board, moves % 2 === 0 ? removed : []);
      const before = coloursById(tracked);
      const after = coloursById(next);
      expect(after.size).toBe(sameRules.blockCounts(state.board).total);
      for (const [id, colour] of after) expect(before.get(id)).toBe(colour);
      tracked = next;
      moves++;
    }
    expect(moves).toBeGreaterThan(3);
  });
});
