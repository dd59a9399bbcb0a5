import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tableHash } from './pattern-database.ts';

describe('tableHash', () => {
  it('is FNV-1a over little-endian words, then the tail bytes (values computed independently)', () => {
    expect(tableHash(new Uint8Array(0))).toBe('811c9dc5');
    expect(tableHash(Uint8Array.from({ length: 11 }, (_, i) => i + 1))).toBe('10a1593d');
  });

  it('gives the same value wherever the bytes sit in their buffer (the word-wise fast path or not)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), fc.integer({ min: 0, max: 3 }), (bytes, offset) => {
        const shifted = new Uint8Array(bytes.length + offset);
        shifted.set(bytes, offset);
        expect(tableHash(shifted.subarray(offset))).toBe(tableHash(bytes));
      }),
    );
  });
});
