import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from './rng.ts';

const draws = (seed: string, n = 8) => {
  const rng = rngFromSeed(seed);
  return Array.from({ length: n }, () => rng.int(0, 1_000_000));
};

describe('rngFromSeed', () => {
  it('gives the same numbers for the same seed, pinned so a library change is caught', () => {
    expect(draws('k3j9x2')).toEqual(draws('k3j9x2'));
    expect(draws('golden', 5)).toMatchInlineSnapshot(`
      [
        911878,
        457359,
        53842,
        333522,
        686109,
      ]
    `);
    expect(draws('', 3)).toMatchInlineSnapshot(`
      [
        147486,
        341813,
        39501,
      ]
    `);
    expect(draws('ünïcødé 🧩', 3)).toMatchInlineSnapshot(`
      [
        543372,
        430580,
        315221,
      ]
    `);
  });

  it('gives different numbers for different seeds and domains', () => {
    expect(draws('a')).not.toEqual(draws('b'));
    expect(rngFromSeed('a').fork('x').int(0, 1e9)).not.toBe(rngFromSeed('a').fork('y').int(0, 1e9));
  });

  it('keeps every integer in range, including single-value and huge ranges', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), (seed, min, span) => {
        const value = rngFromSeed(seed).int(min, min + span);
        return Number.isInteger(value) && value >= min && value <= min + span;
      }),
      { numRuns: 2000 },
    );
  });

  it('is roughly uniform (chi-squared over 6 buckets)', () => {
    const rng = rngFromSeed('uniformity');
    const counts = [0, 0, 0, 0, 0, 0];
    const n = 60_000;
    for (let i = 0; i < n; i++) counts[rng.int(0, 5)]!++;
    const expected = n / 6;
    const chi2 = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // 5 degrees of freedom: 20.5 is the 0.999 quantile.
    expect(chi2).toBeLessThan(20.5);
  });

  it('shuffles into a permutation and rejects empty picks and bad ranges', () => {
    const rng = rngFromSeed('shuffle');
    const items = Array.from({ length: 50 }, (_, i) => i);
    expect([...rng.shuffle([...items])].sort((a, b) => a - b)).toEqual(items);
    expect(() => rng.pick([])).toThrow(RangeError);
    expect(() => rng.int(3, 2)).toThrow(RangeError);
    expect(() => rng.int(0.5, 2)).toThrow(RangeError);
  });
});
