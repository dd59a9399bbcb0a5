import { computePatternDatabase } from './pattern-build.ts';

/**
 * Additive pattern databases (Korf & Felner, "Disjoint pattern database heuristics", AIJ
 * 2002): the tiles are split into groups, and for every placement of a group's tiles the
 * table holds the fewest moves *of those tiles* that bring them home, with the other tiles
 * interchangeable. Moves of different groups are disjoint, so the lookups add up to a lower
 * bound on the moves left. 4x4: 6-6-3; 5x5: 5-5-5-5-4 (a 6-tile 5x5 table would take 244 MB).
 *
 *    1  2  3  4       A C C C          1  2  3  4  5      A A B B B
 *    5  6  7  8       A A B B          6  7  8  9 10      A A B B C
 *    9 10 11 12       A A B B         11 12 13 14 15      A D D C C
 *   13 14 15  .       A B B .         16 17 18 19 20      D D D C C
 *                                     21 22 23 24  .      E E E E .
 *
 * A table is indexed sparsely by the tiles' cells (cells^tiles bytes: 16 MiB for a 6-tile
 * 4x4 group, 9.3 MiB for a 5-tile 5x5 one), which makes the index trivial to update as a
 * tile moves.
 */
export const PATTERNS = {
  'fifteen-4x4-v1-a': { side: 4, tiles: [1, 5, 6, 9, 10, 13] },
  'fifteen-4x4-v1-b': { side: 4, tiles: [7, 8, 11, 12, 14, 15] },
  'fifteen-4x4-v1-c': { side: 4, tiles: [2, 3, 4] },
  'fifteen-5x5-v1-a': { side: 5, tiles: [1, 2, 6, 7, 11] },
  'fifteen-5x5-v1-b': { side: 5, tiles: [3, 4, 5, 8, 9] },
  'fifteen-5x5-v1-c': { side: 5, tiles: [10, 14, 15, 19, 20] },
  'fifteen-5x5-v1-d': { side: 5, tiles: [12, 13, 16, 17, 18] },
  'fifteen-5x5-v1-e': { side: 5, tiles: [21, 22, 23, 24] },
} as const satisfies Record<string, { side: number; tiles: readonly number[] }>;

export type PatternDatabaseKey = keyof typeof PATTERNS;
export const patternDatabaseKeys = Object.keys(PATTERNS) as PatternDatabaseKey[];

/** The tables a solver of `side x side` boards reads, in group order. */
export function patternKeysOf(side: 4 | 5): PatternDatabaseKey[] {
  return patternDatabaseKeys.filter((key) => PATTERNS[key].side === side);
}

/** The tables the solver of a `size x size` board needs (5x5 and up reduce to both). */
export function patternKeysForSize(size: number): PatternDatabaseKey[] {
  if (size < 4) return [];
  return size === 4 ? patternKeysOf(4) : [...patternKeysOf(4), ...patternKeysOf(5)];
}

const installed = new Map<PatternDatabaseKey, Uint8Array>();

export function isPatternDatabaseKey(key: string): key is PatternDatabaseKey {
  return Object.hasOwn(PATTERNS, key);
}

/** Bytes of the table for `key`: cells^(tiles in the group). */
export function patternDatabaseSize(key: PatternDatabaseKey): number {
  const { side, tiles } = PATTERNS[key];
  return (side * side) ** tiles.length;
}

/**
 * The table for `key`, built on first use and kept for the life of the process. A host that
 * caches tables on disk calls `installPatternDatabase` first, and stores what this returns.
 */
export function buildPatternDatabase(key: PatternDatabaseKey): Uint8Array {
  let table = installed.get(key);
  if (!table) {
    table = computePatternDatabase(PATTERNS[key].side, PATTERNS[key].tiles);
    installed.set(key, table);
  }
  return table;
}

/**
 * FNV-1a of each table's bytes. A damaged table could overestimate and make par wrong
 * without any error, so a table from outside is taken only if it hashes to this.
 */
export const PATTERN_DATABASE_HASHES: Readonly<Record<PatternDatabaseKey, string>> = {
  'fifteen-4x4-v1-a': 'ee3036bb',
  'fifteen-4x4-v1-b': '853320cb',
  'fifteen-4x4-v1-c': '830c946f',
  'fifteen-5x5-v1-a': '93f9cd14',
  'fifteen-5x5-v1-b': '1cc58ef6',
  'fifteen-5x5-v1-c': '325e92d2',
  'fifteen-5x5-v1-d': 'ac450b52',
  'fifteen-5x5-v1-e': '5ceed67e',
};

/** Supplies a table built earlier (e.g. read from a disk cache); refuses any other bytes. */
export function installPatternDatabase(key: string, bytes: Uint8Array): boolean {
  if (!isPatternDatabaseKey(key) || bytes.length !== patternDatabaseSize(key)) return false;
  if (fnv1a(bytes) !== PATTERN_DATABASE_HASHES[key]) return false;
  installed.set(key, bytes);
  return true;
}

export function fnv1a(bytes: Uint8Array): string {
  let hash = 2166136261;
  for (let i = 0; i < bytes.length; i++) hash = Math.imul(hash ^ bytes[i]!, 16777619) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

