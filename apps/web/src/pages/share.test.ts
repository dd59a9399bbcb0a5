import { describe, expect, it } from 'vitest';
import { newPuzzleId, paramsLabel, presetsOf } from './games.ts';
import { shareText } from './share.ts';

describe('sharing a result', () => {
  it('says what was done and links to the same board', () => {
    const text = shareText({
      game: 'fifteen',
      puzzleId: 'fifteen.v1.3.abc',
      runStatus: 'solved',
      timeMs: 42_100,
      moves: 31,
      score: 0,
      par: 22,
      rank: 4,
      url: 'https://gridrace.example/play/fifteen.v1.3.abc',
    });
    expect(text).toBe('Gridrace Fifteen 3×3: solved in 0:42.1, 31 moves (par 22) — #4\nhttps://gridrace.example/play/fifteen.v1.3.abc');
  });

  it('gives walls its path length', () => {
    const text = shareText({ game: 'walls', puzzleId: 'walls.v1.simple.x', runStatus: 'ended', timeMs: 9000, moves: 5, score: 40, par: 44, rank: null, url: 'u' });
    expect(text).toBe('Gridrace Walls simple: path 40 (par 44) at 0:09.0\nu');
  });
});

describe('new games', () => {
  it('make seeded ids from the presets of the rules', () => {
    expect(presetsOf('fifteen').map((p) => p.name)).toContain('3x3');
    expect(newPuzzleId('fifteen', { size: 3 }, 'abc')).toBe('fifteen.v1.3.abc');
    expect(paramsLabel('pipes.v1.6x4.zz')).toBe('6×4');
    expect(paramsLabel('same.v1.6x6c3s.zz')).toBe('6×6, 3 colours');
    expect(paramsLabel('walls.v1.simple.zz')).toBe('simple');
    expect(paramsLabel('nope')).toBe('');
    expect(newPuzzleId('fifteen', { size: 99 }, 'abc')).toBeNull();
  });
});
