import { describe, expect, it } from 'vitest';
import { sameJson } from './same-json.ts';

/** The comparison it replaces (the values written out as text), keys in any order. */
function sameAsText(a: unknown, b: unknown): boolean {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([x], [y]) => x.localeCompare(y))
              .map(([key, item]) => [key, sorted(item)]),
          )
        : value;
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}

describe('sameJson', () => {
  it.each<[string, unknown, unknown, boolean]>([
    ['equal boards', { size: 3, tiles: [1, 2, 0] }, { size: 3, tiles: [1, 2, 0] }, true],
    ['two tiles swapped', { size: 3, tiles: [1, 2, 0] }, { size: 3, tiles: [1, 0, 2] }, false],
    ['keys in another order', { cols: 2, cells: [null, 1] }, { cells: [null, 1], cols: 2 }, true],
    ['a key left undefined', { cols: 2, mask: undefined }, { cols: 2 }, true],
    ['a key set to null', { cols: 2, mask: null }, { cols: 2 }, false],
    ['nested arrays', [1, [2, 3]], [1, [2, 3]], true],
    ['a longer array', [1, 2], [1, 2, 3], false],
    ['an array and an object', [1], { 0: 1 }, false],
    ['0 and null', 0, null, false],
    ['a nested difference', { a: { b: 'x' } }, { a: { b: 'y' } }, false],
  ])('%s', (_label, a, b, same) => {
    expect(sameJson(a, b)).toBe(same);
    expect(sameJson(a, b)).toBe(sameAsText(a, b));
  });
});
