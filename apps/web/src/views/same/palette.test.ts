import { describe, expect, it } from 'vitest';
import { PALETTE, paletteOf } from './palette.ts';

describe('PALETTE', () => {
  it("starts with the original game's three colours", () => {
    expect(PALETTE.slice(0, 3).map((p) => p.colour)).toEqual(['#FFFF00', '#FF7F00', '#CF0000']);
  });

  it('has six distinct colours and six distinct shapes', () => {
    expect(new Set(PALETTE.map((p) => p.colour)).size).toBe(6);
    expect(new Set(PALETTE.map((p) => p.shape)).size).toBe(6);
  });

  it('maps a colour index to its entry', () => {
    expect(paletteOf(3).name).toBe('blue');
  });
});
