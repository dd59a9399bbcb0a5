import { describe, expect, it } from 'vitest';
import { RULES } from './registry.ts';
import { resultFigures } from './result-figures.ts';

describe('a result as labelled figures', () => {
  it('gives the time, the moves, and the score where the game names it', () => {
    const run = { timeMs: 9000, moves: 12, score: 40 };
    expect(resultFigures(RULES.fifteen, run).map((f) => f.label)).toEqual(['Time', 'Moves']);
    expect(resultFigures(RULES.walls, run)).toEqual([
      { label: 'Reached', value: 9000, kind: 'time' },
      { label: 'Moves', value: 12, kind: 'count' },
      { label: 'Best path', value: 40, kind: 'count' },
    ]);
  });
});
