import { describe, expect, it } from 'vitest';
import { computePatternDatabase, excess, packExcess, tileDistances } from './pattern-build.ts';

describe('packExcess', () => {
  it('gives back every entry as the Manhattan distance plus twice the excess', () => {
    for (const [side, tiles] of [
      [4, [2, 3, 4]],
      [3, [1, 2, 4, 5]],
    ] as const) {
      const cells = side * side;
      const moves = computePatternDatabase(side, tiles);
      const packed = packExcess(side, tiles, moves);
      expect(packed).toHaveLength(Math.ceil((moves.length * 3) / 8) + 1);
      const distance = tileDistances(side);
      let placements = 0;
      for (let index = 0; index < moves.length; index++) {
        if (moves[index] === 255) continue;
        placements++;
        let manhattan = 0;
        for (let slot = 0, rest = index; slot < tiles.length; slot++, rest = Math.floor(rest / cells)) {
          manhattan += distance[tiles[slot]! * cells + (rest % cells)]!;
        }
        expect(manhattan + 2 * excess(packed, index)).toBe(moves[index]);
      }
      expect(placements).toBe(Array.from(tiles, (_, i) => cells - i).reduce((a, b) => a * b, 1));
    }
  });
});
