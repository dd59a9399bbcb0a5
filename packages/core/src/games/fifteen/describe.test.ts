import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../random/rng.ts';
import { goalTiles } from './board.ts';
import { fifteen } from './index.ts';

describe('fifteen described ids', () => {
  it('writes one base-36 digit per cell', () => {
    const board = { size: 4, tiles: [12, 1, 4, 10, 6, 0, 15, 5, 13, 7, 14, 2, 11, 8, 9, 3] };
    expect(fifteen.writeDescribed(board)).toBe('c14a60f5d7e2b893');
    expect(fifteen.readDescribed('c14a60f5d7e2b893')).toEqual({ ok: true, value: { params: { size: 4 }, board } });
  });

  it('round-trips every generated board', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 3, max: 6 }), (seed, size) => {
        const board = fifteen.generate(rngFromSeed(seed), { size }, 1).board;
        const body = fifteen.writeDescribed(board);
        expect(body).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(body).toHaveLength(size * size);
        expect(fifteen.readDescribed(body)).toEqual({ ok: true, value: { params: { size }, board } });
      }),
      { numRuns: 2000 },
    );
  });

  it('is canonical: any body that reads back writes the same', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{9}$|^[0-9a-fA-F]{16}$/), (body) => {
        const read = fifteen.readDescribed(body);
        if (read.ok) expect(fifteen.writeDescribed(read.value.board)).toBe(body);
      }),
      { numRuns: 3000 },
    );
    // Permutations of the right alphabet hit the accepting path often.
    fc.assert(
      fc.property(fc.shuffledSubarray([...'012345678'], { minLength: 9, maxLength: 9 }), (chars) => {
        const body = chars.join('');
        const read = fifteen.readDescribed(body);
        if (read.ok) expect(fifteen.writeDescribed(read.value.board)).toBe(body);
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses wrong lengths, letters, repeats, wrong parity and the solved board', () => {
    const cases: [string, RegExp][] = [
      ['1234567', /9, 16, 25 or 36/],
      ['12345678A', /0-9 and a-z/],
      ['112345670', /each once/],
      ['213456780', /wrong parity/],
      ['123456780', /already solved/],
    ];
    for (const [body, message] of cases) {
      const read = fifteen.readDescribed(body);
      expect(read.ok).toBe(false);
      if (!read.ok) {
        expect(read.error.code).toBe('invalid_board');
        expect(read.error.message).toMatch(message);
      }
    }
  });

  it('checks literal boards the same way', () => {
    expect(fifteen.checkBoard({ size: 4, tiles: goalTiles(3) }).ok).toBe(false);
    expect(fifteen.checkBoard({ size: 3, tiles: [1, 2, 3, 4, 5, 6, 7, 0, 8] }).ok).toBe(true);
    expect(fifteen.boardSchema.safeParse({ size: 3, tiles: [1, 2, 'x'] }).success).toBe(false);
  });
});
