import { describe, expect, it } from 'vitest';
import { placingFigureOf } from './goal.ts';
import { gamesPlacedBy } from './placing.ts';
import { GAMES } from './registry.ts';
import { rulesOf } from './puzzles.ts';

describe('the games placed by a figure', () => {
  it('share out every game, each under the figure its goal places by', () => {
    const byTime = gamesPlacedBy('time');
    const byScore = gamesPlacedBy('score');
    expect([...byTime, ...byScore].sort()).toEqual([...GAMES].sort());
    for (const game of byScore) expect(placingFigureOf(rulesOf(game))).toBe('score');
    for (const game of byTime) expect(placingFigureOf(rulesOf(game))).toBe('time');
  });
});
