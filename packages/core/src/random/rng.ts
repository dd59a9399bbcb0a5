import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';

/**
 * A seeded source of randomness. Mutable: each call advances it. Generators and solvers
 * receive one explicitly, so every board and every par is a pure function of its seed.
 */
export interface Rng {
  /** A uniform integer in [min, max], both included, without modulo bias. */
  int(min: number, max: number): number;
  /** True with probability `numerator / denominator` (exact, integer based). */
  chance(numerator: number, denominator: number): boolean;
  /** A uniform element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** Fisher–Yates shuffle, in place. */
  shuffle<T>(items: T[]): T[];
  /** An independent stream for a named purpose, so adding draws to one part never shifts another. */
  fork(label: string): Rng;
}

/**
 * The seed text is hashed (SHA-256 of its UTF-8 bytes, with a domain label) into the
 * 128-bit state of xoroshiro128+: any text is a seed, and the numbers are the same on
 * every platform because both libraries are pure integer arithmetic.
 */
export function rngFromSeed(seed: string, domain = 'gridrace'): Rng {
  const digest = sha256(utf8ToBytes(`${domain}\u0000${seed}`));
  const words = [0, 1, 2, 3].map((i) => (digest[4 * i]! << 24) | (digest[4 * i + 1]! << 16) | (digest[4 * i + 2]! << 8) | digest[4 * i + 3]! | 0);
  // xoroshiro must not start from the all-zero state; SHA-256 makes that vanishingly rare.
  if (!words.some((w) => w !== 0)) words[0] = 1;
  const generator = xoroshiro128plusFromState(words);

  const rng: Rng = {
    int(min, max) {
      if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
        throw new RangeError(`rng.int(${min}, ${max}): not an integer range`);
      }
      return min === max ? min : uniformInt(generator, min, max);
    },
    chance(numerator, denominator) {
      return rng.int(0, denominator - 1) < numerator;
    },
    pick(items) {
      if (items.length === 0) throw new RangeError('rng.pick of an empty list');
      return items[rng.int(0, items.length - 1)]!;
    },
    shuffle(items) {
      for (let i = items.length - 1; i > 0; i--) {
        const j = rng.int(0, i);
        const t = items[i]!;
        items[i] = items[j]!;
        items[j] = t;
      }
      return items;
    },
    fork(label) {
      return rngFromSeed(seed, `${domain}/${label}`);
    },
  };
  return rng;
}
