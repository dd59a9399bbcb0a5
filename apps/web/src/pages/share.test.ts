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
      bestKnown: null,
      rank: 4,
      url: 'https://gridrace.example/play/fifteen.v1.3.abc',
    });
    expect(text).toBe('Gridrace Fifteen 3×3: solved in 0:42.1, 31 moves (par 22) — #4\nhttps://gridrace.example/play/fifteen.v1.3.abc');
  });

  it('gives walls its path length', () => {
    const text = shareText({ game: 'walls', puzzleId: 'walls.v1.simple.x', runStatus: 'ended', timeMs: 9000, moves: 5, score: 40, par: 44, bestKnown: null, rank: null, url: 'u' });
    expect(text).toBe('Gridrace Walls simple: path 40 (par 44) at 0:09.0\nu');
  });

  const same = { game: 'same', puzzleId: 'same.v1.15x10c3s.x', timeMs: 45_800, moves: 90, par: 90, url: 'u' } as const;

  it('leads a cleared same board with its points against the best known, its moves and par after', () => {
    const text = shareText({ ...same, runStatus: 'solved', score: 120_416, bestKnown: 131_871, rank: 2 });
    expect(text).toBe('Gridrace Same 15×10, 3 colours: 120,416 points (best known 131,871) · cleared in 0:45.8, 90 moves (par 90) — #2\nu');
  });

  it('gives a same board left stuck its points too, then its moves and time', () => {
    const text = shareText({ ...same, runStatus: 'stuck', score: 980, bestKnown: null, rank: null });
    expect(text).toBe('Gridrace Same 15×10, 3 colours: 980 points · 90 moves in 0:45.8\nu');
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
