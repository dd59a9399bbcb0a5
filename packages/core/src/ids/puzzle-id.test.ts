import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardKindOf, checkSeed, formatPuzzleId, parsePuzzleId, type PuzzleRef } from './puzzle-id.ts';
import { decodeSeed, encodeSeed } from './seed-text.ts';

const wellFormed = fc.string({ unit: 'grapheme', maxLength: 40 });

describe('seed text', () => {
  it('writes plain seeds as they are and others as ~base64url', () => {
    expect(encodeSeed('k3j9x2')).toBe('k3j9x2');
    expect(encodeSeed('hello world')).toBe('~aGVsbG8gd29ybGQ');
    expect(encodeSeed('')).toBe('~');
  });

  it('round-trips any well-formed text', () => {
    fc.assert(
      fc.property(wellFormed, (seed) => {
        const decoded = decodeSeed(encodeSeed(seed));
        return decoded.ok && decoded.value === seed;
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses non-canonical spellings, so one puzzle has one id', () => {
    expect(decodeSeed('~YWJj').ok).toBe(false); // "abc" must be written plain
    expect(decodeSeed('~!!').ok).toBe(false);
    expect(decodeSeed('a b').ok).toBe(false);
    expect(decodeSeed('~_w').ok).toBe(false); // not valid UTF-8
  });

  it('refuses lone surrogates and overlong seeds', () => {
    expect(checkSeed('\uD800').ok).toBe(false);
    expect(checkSeed('x'.repeat(257)).ok).toBe(false);
    expect(checkSeed('🧩').ok).toBe(true);
  });
});

describe('puzzle ids', () => {
  it('parses seeded and described ids', () => {
    expect(parsePuzzleId('fifteen.v1.4.k3j9x2')).toEqual({
      ok: true,
      value: { kind: 'seeded', game: 'fifteen', version: 1, params: '4', seed: 'k3j9x2' },
    });
    expect(parsePuzzleId('pipes.d.abc_DEF-1')).toEqual({ ok: true, value: { kind: 'described', game: 'pipes', body: 'abc_DEF-1' } });
  });

  it.each([
    '',
    'chess.v1.4.x',
    'fifteen',
    'fifteen.v1.4',
    'fifteen.v0.4.x',
    'fifteen.v01.4.x',
    'fifteen.1.4.x',
    'fifteen.v1.A.x',
    'fifteen.v1.4.x.y',
    'fifteen.d.',
    'fifteen.d.a.b',
    'fifteen.d.a b',
    `fifteen.d.${'a'.repeat(9000)}`,
  ])('rejects %j with a clear invalid_puzzle_id', (id) => {
    const parsed = parsePuzzleId(id);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.code).toBe('invalid_puzzle_id');
      expect(parsed.error.message.length).toBeGreaterThan(10);
    }
  });

  const refs: fc.Arbitrary<PuzzleRef> = fc.oneof(
    fc.record({
      kind: fc.constant('seeded' as const),
      game: fc.constantFrom('fifteen', 'same', 'pipes', 'walls' as const),
      version: fc.integer({ min: 1, max: 9999 }),
      params: fc.stringMatching(/^[a-z0-9]{1,64}$/),
      seed: wellFormed,
    }),
    fc.record({
      kind: fc.constant('described' as const),
      game: fc.constantFrom('fifteen', 'same', 'pipes', 'walls' as const),
      body: fc.stringMatching(/^[A-Za-z0-9_-]{1,200}$/),
    }),
  );

  it('format then parse gives the same ref', () => {
    fc.assert(
      fc.property(refs, (ref) => {
        expect(parsePuzzleId(formatPuzzleId(ref))).toEqual({ ok: true, value: ref });
      }),
      { numRuns: 3000 },
    );
  });

  it('parse then format gives the same id, for any string that parses', () => {
    const idLike = fc.oneof(
      fc.string(),
      refs.map(formatPuzzleId),
      fc.tuple(refs.map(formatPuzzleId), fc.string({ maxLength: 3 })).map(([id, tail]) => id + tail),
    );
    fc.assert(
      fc.property(idLike, (id) => {
        const parsed = parsePuzzleId(id);
        return !parsed.ok || formatPuzzleId(parsed.value) === id;
      }),
      { numRuns: 5000 },
    );
  });
});

describe('board kinds', () => {
  it('are a seeded id without its seed: one per game, generator version and params', () => {
    expect(boardKindOf('fifteen.v1.3.k3j9x2')).toBe('fifteen.v1.3');
    expect(boardKindOf('fifteen.v1.3.~aGVsbG8gd29ybGQ')).toBe('fifteen.v1.3');
    expect(boardKindOf('fifteen.v1.4.k3j9x2')).toBe('fifteen.v1.4');
    expect(boardKindOf('fifteen.d.abc')).toBeNull();
    expect(boardKindOf('chess.v1.3.x')).toBeNull();
  });
});
