import { describe, expect, it } from 'vitest';
import { backgroundPosition, gapCell, homeCell, keyDirection, sourceRect, tilePlaces } from './geometry.ts';

describe('fifteen geometry', () => {
  it('puts tile t home on cell t-1 and the gap on the last cell', () => {
    expect(homeCell(1, 4)).toEqual({ x: 0, y: 0 });
    expect(homeCell(6, 4)).toEqual({ x: 1, y: 1 });
    expect(homeCell(15, 4)).toEqual({ x: 2, y: 3 });
    expect(homeCell(0, 4)).toEqual({ x: 3, y: 3 });
  });

  it('lists the tiles in tile order with where they are and where they belong', () => {
    const places = tilePlaces({ size: 2, tiles: [3, 1, 0, 2] });
    expect(places).toEqual([
      { tile: 1, x: 1, y: 0, homeX: 0, homeY: 0 },
      { tile: 2, x: 1, y: 1, homeX: 1, homeY: 0 },
      { tile: 3, x: 0, y: 0, homeX: 0, homeY: 1 },
    ]);
    expect(gapCell({ size: 2, tiles: [3, 1, 0, 2] })).toEqual({ x: 0, y: 1 });
  });

  it('aligns picture slices edge to edge', () => {
    expect(backgroundPosition(0, 0, 4)).toBe('0% 0%');
    expect(backgroundPosition(3, 3, 4)).toBe('100% 100%');
    expect(backgroundPosition(1, 2, 4)).toBe('33.33% 66.67%');
  });

  it('cuts a video frame into equal windows', () => {
    expect(sourceRect(2, 1, 4, 480, 480)).toEqual({ sx: 240, sy: 120, sw: 120, sh: 120 });
    expect(sourceRect(0, 2, 3, 480, 270)).toEqual({ sx: 0, sy: 180, sw: 160, sh: 90 });
  });

  it('maps arrow keys to slide directions and ignores the rest', () => {
    expect(keyDirection('ArrowUp')).toBe('up');
    expect(keyDirection('ArrowLeft')).toBe('left');
    expect(keyDirection('Enter')).toBeNull();
  });
});
