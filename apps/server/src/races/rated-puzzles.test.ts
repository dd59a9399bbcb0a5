import { rulesOf } from '@gridrace/core';
import { describe, expect, it } from 'vitest';
import { chosenPuzzle } from './rated-puzzles.ts';

describe('rated rooms race puzzles nobody chose', () => {
  const drawn = { game: 'fifteen' as const, params: {}, seed: null, ghosts: false };

  it('takes a room on a fresh random seed, with no params or a preset of the game', () => {
    expect(chosenPuzzle(drawn)).toBeNull();
    for (const preset of Object.values(rulesOf('walls').presets)) expect(chosenPuzzle({ ...drawn, game: 'walls', params: { ...preset } })).toBeNull();
  });

  it('refuses a chosen seed, the daily, ghosts and params of the host’s own', () => {
    expect(chosenPuzzle({ ...drawn, seed: 'solved-it-beforehand' })).toMatch(/no seed/);
    expect(chosenPuzzle({ ...drawn, seed: 'daily' })).toMatch(/no daily/);
    expect(chosenPuzzle({ ...drawn, ghosts: true })).toMatch(/no ghosts/);
    expect(chosenPuzzle({ ...drawn, params: { size: 3, scramble: 1 } })).toMatch(/presets/);
  });
});
