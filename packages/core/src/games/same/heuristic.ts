import type { Scan } from './scan.ts';

/**
 * Weights of `estimate`, tuned by hand on soluble 10x10 and 15x10 boards (3-5 colours,
 * with and without shift) and 25x40 `runs` boards with 5 colours.
 */
const WEIGHT = {
  /** Each component of the colour with the most blocks, and of any other colour. */
  largest: 1,
  other: 2,
  /** A lone block counts this many times more than a component (its weight again). */
  single: 3,
  /** A colour down to 2 or 3 blocks not in one group. */
  trap: 4,
  /** Without shift: each extra stretch of columns, and each colour scarce in a stretch. */
  stretch: 3,
  scarce: 2,
} as const;

/**
 * How far a position looks from a clearing; lower is better. A clearing needs every colour
 * gathered into groups that can go, so the estimate counts pieces: each component is a
 * move still to make or a merge still to find, and a lone block is worse (it has to meet
 * another block of its colour first). The colour with the most blocks counts for half: as
 * in the TabuColour playouts of Schadd et al. (2008) it is left to grow into a few big
 * groups and goes last. A colour down to two or three blocks that are not one group is a
 * trap (they must leave in one move). Without shift, every empty column splits the board
 * into stretches that must be cleared alone, so splits and scarce colours in them cost.
 */
export function estimate(scan: Scan): number {
  const { blocks, parts, singles } = scan;
  let largest = 0;
  for (let c = 1; c < blocks.length; c++) if (blocks[c]! > blocks[largest]!) largest = c;
  let score = 0;
  for (let c = 0; c < blocks.length; c++) {
    const n = blocks[c]!;
    if (n === 0) continue;
    const weight = c === largest ? WEIGHT.largest : WEIGHT.other;
    score += weight * (parts[c]! + WEIGHT.single * singles[c]!);
    if (n <= 3 && parts[c]! > 1) score += WEIGHT.trap;
  }
  if (scan.stretches > 1) score += WEIGHT.stretch * (scan.stretches - 1) + WEIGHT.scarce * scan.scarce;
  return score;
}
