import { describe, expect, it } from 'vitest';
import { RULES } from './registry.ts';

describe("each game's board in text for a terminal", () => {
  it('fifteen: numbers right-aligned, the gap a dot', () => {
    expect(RULES.fifteen.textView({ size: 4, tiles: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15] })).toBe(' 1  2  3  4\n 5  6  7  8\n 9 10 11 12\n13 14  . 15');
  });

  it('same: colours as letters, empty cells as dots', () => {
    expect(RULES.same.textView({ cols: 3, rows: 2, colors: 3, cells: [null, 0, 1, 2, 2, null] })).toBe('. A B\nC C .');
  });

  it('pipes: box-drawing pieces, the start an arrow and the end a heart', () => {
    expect(RULES.pipes.textView({ cols: 3, rows: 1, start: { x: 0, y: 0 }, end: { x: 2, y: 0 }, tiles: [2, 10, 8] })).toBe('▶ ─ ♥');
  });

  it("walls: the cells' own letters", () => {
    expect(RULES.walls.textView({ cols: 3, rows: 2, walls: 1, cells: ['s', '.', 'f', 's', 'w', 'f'] })).toBe('s . f\ns w f');
  });
});
