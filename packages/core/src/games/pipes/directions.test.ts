import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CORNERS, DIRECTIONS, PIPE_TILES, SIDES, STRAIGHTS, oppositeSide, rotateCCW, rotateCW, turnsBetween } from './directions.ts';

describe('pipes directions', () => {
  it('numbers the sides as docs/games/pipes.md#board does', () => {
    expect(SIDES.map((side) => DIRECTIONS[side].bit)).toEqual([1, 2, 4, 8]);
    expect(SIDES.map((side, index) => SIDES[oppositeSide(index)])).toEqual(['S', 'W', 'N', 'E']);
  });

  it('turns clockwise N→E→S→W and back', () => {
    expect([1, 2, 4, 8].map(rotateCW)).toEqual([2, 4, 8, 1]);
    expect([1, 2, 4, 8].map(rotateCCW)).toEqual([8, 1, 2, 4]);
    expect(rotateCW(5)).toBe(10);
    expect(rotateCW(3)).toBe(6);
    expect(rotateCW(9)).toBe(3);
  });

  it('keeps pieces their kind: straights among straights, corners among corners', () => {
    for (const tile of STRAIGHTS) expect(STRAIGHTS).toContain(rotateCW(tile));
    for (const tile of CORNERS) expect(CORNERS).toContain(rotateCCW(tile));
  });

  it('inverts: cw then ccw is the identity; four turns are too', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), (tile) => {
        expect(rotateCCW(rotateCW(tile))).toBe(tile);
        expect(rotateCW(rotateCW(rotateCW(rotateCW(tile))))).toBe(tile);
      }),
    );
  });

  it('counts the fewest turns either way', () => {
    expect(turnsBetween(5, 5)).toEqual({ turns: 0, turn: 'cw' });
    expect(turnsBetween(5, 10)).toEqual({ turns: 1, turn: 'cw' });
    expect(turnsBetween(3, 6)).toEqual({ turns: 1, turn: 'cw' });
    expect(turnsBetween(3, 9)).toEqual({ turns: 1, turn: 'ccw' });
    expect(turnsBetween(3, 12)).toEqual({ turns: 2, turn: 'cw' });
    expect(turnsBetween(5, 3)).toBeNull();
    for (const from of PIPE_TILES) {
      for (const to of PIPE_TILES) {
        const turns = turnsBetween(from, to);
        if (!turns) continue;
        let tile = from;
        for (let i = 0; i < turns.turns; i++) tile = turns.turn === 'cw' ? rotateCW(tile) : rotateCCW(tile);
        expect(tile).toBe(to);
      }
    }
  });
});
