import { describe, expect, it } from 'vitest';
import { heightBudget } from '../board/layout.ts';
import { boardSize, MAX_TILE, MIN_TILE, tileSize } from './layout.ts';

describe('pipes tile size', () => {
  it('fits the largest board, 20x15, in the height of a 1280x800 window', () => {
    const height = heightBudget(1280, 800);
    const tile = tileSize(20, 15, 928, height);
    expect(boardSize(20, 15, tile).height).toBeLessThanOrEqual(height);
    expect(boardSize(20, 15, tile).width).toBeLessThanOrEqual(928);
    expect(tile).toBeGreaterThanOrEqual(30);
  });

  it('lets the width decide on a phone, where the page scrolls', () => {
    const tile = tileSize(20, 15, 370, heightBudget(390, 844));
    expect(tile).toBe(16);
    expect(boardSize(20, 15, tile).width).toBeLessThanOrEqual(370);
  });

  it('does not blow a small board up, nor shrink a huge one to nothing', () => {
    expect(tileSize(6, 4, 928, 620)).toBe(MAX_TILE);
    expect(tileSize(20, 15, 100, 100)).toBe(MIN_TILE);
  });
});
