import { GAMES } from '@gridrace/core';
import { describe, expect, it } from 'vitest';
import { dailyPuzzleSchema, newPuzzleBodySchema, puzzleResponseSchema, runResponseSchema } from './rest.ts';

// The unions selected by `game` list one member per game; the compiler cannot see a game left
// out of such a list, so this test does: a new game fails here until each list names it.
describe('schemas selected by game', () => {
  it.each([
    ['puzzle', puzzleResponseSchema],
    ['new puzzle body', newPuzzleBodySchema],
    ['daily puzzle', dailyPuzzleSchema],
    ['run', runResponseSchema],
  ] as const)('%s has one member for every game, in the order of core’s list', (_name, schema) => {
    const games = schema.options.map((option) => option.shape.game.value);
    expect(games).toEqual([...GAMES]);
  });
});
