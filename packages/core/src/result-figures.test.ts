import { describe, expect, it } from 'vitest';
import { RULES } from './registry.ts';
import { resultFigures, scoreText } from './result-figures.ts';

describe('a result as labelled figures', () => {
  it('gives the time, the moves, and the score where the game names it', () => {
    const run = { timeMs: 9000, moves: 12, score: 40 };
    expect(resultFigures(RULES.fifteen, run).map((f) => f.label)).toEqual(['Time', 'Moves']);
    expect(resultFigures(RULES.walls, run)).toEqual([
      { key: 'time', label: 'Reached', value: 9000, kind: 'time' },
      { key: 'moves', label: 'Moves', value: 12, kind: 'count' },
      { key: 'score', label: 'Best path', value: 40, kind: 'count' },
    ]);
  });

  it("tells a score in the game's words", () => {
    expect(scoreText(RULES.walls, 27)).toBe('path 27');
    expect(scoreText(RULES.same, 27)).toBe('27 points');
    expect(scoreText(RULES.fifteen, 0)).toBe('score 0');
  });
});
