import { rulesOf } from '@gridrace/core';
import { describe, expect, it } from 'vitest';
import { figureColumns } from './leaderboard-columns.ts';

describe('figureColumns', () => {
  it('puts first the figure that ranks: the path for walls, the time for the others', () => {
    expect(figureColumns(rulesOf('walls'))).toEqual(['score', 'time', 'moves']);
    expect(figureColumns(rulesOf('fifteen'))).toEqual(['time', 'moves']);
    expect(figureColumns(rulesOf('pipes'))).toEqual(['time', 'moves']);
    // Cleared boards by time, then the others by blocks left and points.
    expect(figureColumns(rulesOf('same'))).toEqual(['time', 'score', 'moves']);
  });
});
