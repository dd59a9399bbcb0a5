/**
 * The standard SameGame test set (Schadd et al., 2008): 20 boards of 15x15 with 5 colours,
 * kept beside this file (`data/StandardTestset.txt`, source in `data/README.md`), one board
 * per block of 15 lines, top row first.
 */
import { readFileSync } from 'node:fs';
import type * as sameRules from '../src/games/same/index.ts';

export const SAME_STANDARD_FILE = new URL('./data/StandardTestset.txt', import.meta.url);

/** Nested Monte-Carlo search at level 3 on the whole set (Cazenave, IJCAI 2009). */
export const NMCS3_TOTAL = 77_934;

export function readSameStandard(file: URL | string = SAME_STANDARD_FILE): sameRules.Board[] {
  return readFileSync(file, 'utf8')
    .trim()
    .split(/\n\s*\n/)
    .map((block) => {
      const rows = block
        .trim()
        .split('\n')
        .map((line) => line.trim().split(/\s+/).map(Number));
      return { cols: rows[0]!.length, rows: rows.length, colors: 5, cells: rows.flat() };
    });
}
