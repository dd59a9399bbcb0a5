import { describe, expect, it } from 'vitest';
import { applyMove, startState, undoMove, type PlayState } from './play.ts';
import { seededPuzzle, type Puzzle } from './puzzles.ts';
import { expectOk } from './result.ts';
import { stuckEnding } from './stuck-move.ts';

type Move = { x: number; y: number };

/** `same` played by the first legal group from the top left, to its end: each move with the state before it. */
function firstGroups(puzzle: Puzzle): { steps: { before: PlayState; move: Move }[]; end: PlayState } {
  const { cols, rows } = puzzle.board as { cols: number; rows: number };
  const steps: { before: PlayState; move: Move }[] = [];
  let state = startState(puzzle);
  search: while (state.status === 'playing') {
    for (let y = 0; y < rows; y++) {
      for (let x = 0; x < cols; x++) {
        const next = applyMove(puzzle, state, { x, y });
        if (!next.ok) continue;
        steps.push({ before: state, move: { x, y } });
        state = next.value;
        continue search;
      }
    }
  }
  return { steps, end: state };
}

const puzzle = { ...expectOk(seededPuzzle('same', { cols: 8, rows: 6, colors: 4 }, 'stuck-move')), par: null, optimal: false, solution: [] };

describe('a move that leaves the board stuck', () => {
  it('is told apart by the state it leads to, before that is sent, with the blocks it leaves', () => {
    const { steps, end } = firstGroups(puzzle);
    expect(end.status).toBe('stuck');
    const last = steps.at(-1);
    if (!last) throw new Error('no move was played');
    const after = (before: PlayState, move: Move) => expectOk(applyMove(puzzle, before, move));
    expect(stuckEnding(puzzle, after(last.before, last.move))).toEqual({ remaining: puzzle.rules.remaining(end.board) });
    expect(puzzle.rules.remaining(end.board)).toBeGreaterThan(0);
    // Every earlier move leaves a move after it.
    for (const { before, move } of steps.slice(0, -1)) expect(stuckEnding(puzzle, after(before, move))).toBeNull();
  });

  it('ends the run with no undo after it: why a page asks first', () => {
    const { end } = firstGroups(puzzle);
    expect(undoMove(puzzle, end).ok).toBe(false);
  });
});
