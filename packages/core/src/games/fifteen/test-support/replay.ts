import { expect } from 'vitest';
import { isSolved, type Board } from '../board.ts';
import { fifteen, type Move } from '../index.ts';

/** Plays `moves` through the rules from `board`; checks each is one tile and the goal is reached. */
export function expectSolves(board: Board, moves: readonly Move[]): void {
  let current = board;
  for (const move of moves) {
    const r = fifteen.step(current, move, 0, { size: board.size });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.cost).toBe(1);
    current = r.value.board;
  }
  expect(isSolved(current.tiles)).toBe(true);
}
