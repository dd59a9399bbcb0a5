import type { Scan } from './scan.ts';

/**
 * How far a position looks from a clearing; lower is better. A clearing needs every colour
 * gathered into groups that can go, so the estimate counts pieces: each component is a
 * move still to make or a merge still to find, and a lone block is worse (it has to meet
 * another block of its colour first). The colour with the most blocks counts for half: as
 * in the TabuColour playouts of Schadd et al. (2008) it is left to grow into a few big
 * groups and goes last. A colour down to two or three blocks that are not one group is a
 * trap (it must leave in one move), so it costs extra.
 */
export function estimate(scan: Scan): number {
  const { blocks, parts, singles } = scan;
  let largest = 0;
  for (let c = 1; c < blocks.length; c++) if (blocks[c]! > blocks[largest]!) largest = c;
  let score = 0;
  for (let c = 0; c < blocks.length; c++) {
    const n = blocks[c]!;
    if (n === 0) continue;
    const weight = c === largest ? 1 : 2;
    score += weight * (parts[c]! + singles[c]!);
    if (n <= 3 && parts[c]! > 1) score += 4;
  }
  return score;
}
