import { computePatternDatabase, packedSize, packExcess } from './pattern-build.ts';

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
 * A table is indexed sparsely by the tiles' cells (cells^tiles entries), which makes the index
 * trivial to update as a tile moves. An entry is not the moves but their excess over the
 * group's Manhattan distance, in half moves, three bits (`packExcess`): 6 MiB for a 6-tile 4x4
 * group, 3.5 MiB for a 5-tile 5x5 one. The solvers keep the Manhattan distance as they go.
 *
 * Why not two bits, the distance mod 3 (Breyer & Korf, "1.6-bit pattern databases", AAAI
 * 2010)? That needs neighbouring placements to differ by at most one move, and these tables
 * take the fewest moves over all the regions the gap may be in: one tile's move changes a
 * 4x4 entry by 3 to 7 on about 2% of moves. The excess changes by up to 3, so coding it mod 7
 * from the parent's would take three bits as well, and a search could not read it directly.
 */
export const PATTERNS = {
  'fifteen-4x4-v2-a': { side: 4, tiles: [1, 5, 6, 9, 10, 13] },
  'fifteen-4x4-v2-b': { side: 4, tiles: [7, 8, 11, 12, 14, 15] },
  'fifteen-4x4-v2-c': { side: 4, tiles: [2, 3, 4] },
  'fifteen-5x5-v2-a': { side: 5, tiles: [1, 2, 6, 7, 11] },
  'fifteen-5x5-v2-b': { side: 5, tiles: [3, 4, 5, 8, 9] },
  'fifteen-5x5-v2-c': { side: 5, tiles: [10, 14, 15, 19, 20] },
  'fifteen-5x5-v2-d': { side: 5, tiles: [12, 13, 16, 17, 18] },
  'fifteen-5x5-v2-e': { side: 5, tiles: [21, 22, 23, 24] },
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

/** Bytes of the table for `key`: three bits for each of cells^(tiles in the group). */
export function patternDatabaseSize(key: PatternDatabaseKey): number {
  const { side, tiles } = PATTERNS[key];
  return packedSize((side * side) ** tiles.length);
}

/**
 * The table for `key`, built on first use and kept for the life of the process. A host that
 * caches tables on disk calls `installPatternDatabase` first, and stores what this returns.
 */
export function buildPatternDatabase(key: PatternDatabaseKey): Uint8Array {
  let table = installed.get(key);
  if (!table) {
    const { side, tiles } = PATTERNS[key];
    table = packExcess(side, tiles, computePatternDatabase(side, tiles));
    installed.set(key, table);
  }
  return table;
}

/**
 * `tableHash` of each table. A damaged table could overestimate and make par wrong without
 * any error, so a table from outside is taken only if it hashes to this.
 */
export const PATTERN_DATABASE_HASHES: Readonly<Record<PatternDatabaseKey, string>> = {
  'fifteen-4x4-v2-a': 'b0ddf027',
  'fifteen-4x4-v2-b': '15511601',
  'fifteen-4x4-v2-c': '47ea8f67',
  'fifteen-5x5-v2-a': '8e6a11a5',
  'fifteen-5x5-v2-b': '98e11186',
  'fifteen-5x5-v2-c': 'ac70b697',
  'fifteen-5x5-v2-d': '6e46d31d',
  'fifteen-5x5-v2-e': 'e168971c',
};

/** Supplies a table built earlier (e.g. read from a disk cache); refuses any other bytes. */
export function installPatternDatabase(key: string, bytes: Uint8Array): boolean {
  if (!isPatternDatabaseKey(key) || bytes.length !== patternDatabaseSize(key)) return false;
  if (tableHash(bytes) !== PATTERN_DATABASE_HASHES[key]) return false;
  installed.set(key, bytes);
  return true;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * FNV-1a over the bytes taken four at a time as little-endian 32-bit words (the tail byte
 * by byte): the same value on every machine, and about 3.5x faster than byte-wise FNV-1a,
 * which matters because every process that loads a table checks it (the CLI at each start).
 */
export function tableHash(bytes: Uint8Array): string {
  const words = bytes.length >>> 2;
  let hash = 2166136261;
  if (LITTLE_ENDIAN && bytes.byteOffset % 4 === 0) {
    const view = new Uint32Array(bytes.buffer, bytes.byteOffset, words);
    for (let i = 0; i < words; i++) hash = Math.imul(hash ^ view[i]!, 16777619) >>> 0;
  } else {
    for (let i = 0; i < words; i++) {
      const at = i * 4;
      const word = (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;
      hash = Math.imul(hash ^ word, 16777619) >>> 0;
    }
  }
  for (let i = words * 4; i < bytes.length; i++) hash = Math.imul(hash ^ bytes[i]!, 16777619) >>> 0;
  return hash.toString(16).padStart(8, '0');
}
