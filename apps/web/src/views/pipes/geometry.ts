import * as pipesRules from '@gridrace/core/games/pipes';

/**
 * Pipe drawing in a 100x100 tile (SVG user units). A straight or corner is drawn in one base
 * orientation and turned by CSS, so a quarter turn can animate; any other mask (not dealt by
 * the generator, but a described board could hold one) is drawn as spokes, unturned.
 */
export type PipeShape = 'straight' | 'corner' | 'spokes';

/** Straight: north to south. */
export const STRAIGHT_PATH = 'M50 0 L50 100';
/** Corner: north to east, a quarter circle around the north-east corner. */
export const CORNER_PATH = 'M50 0 A50 50 0 0 0 100 50';

const { DIRECTIONS, SIDES, STRAIGHTS, CORNERS } = pipesRules;

/** Where each side's opening meets the tile's edge. */
const EDGE: Record<pipesRules.Side, string> = { N: '50 0', E: '100 50', S: '50 100', W: '0 50' };

/** Base shape and clockwise angle (degrees) that draw a mask. */
export function pipeShape(mask: number): { shape: PipeShape; angle: number } {
  const straight = (STRAIGHTS as readonly number[]).indexOf(mask);
  if (straight >= 0) return { shape: 'straight', angle: straight * 90 };
  const corner = (CORNERS as readonly number[]).indexOf(mask);
  if (corner >= 0) return { shape: 'corner', angle: corner * 90 };
  return { shape: 'spokes', angle: 0 };
}

/** Lines from the centre to every open side: start and end stubs, and odd masks. */
export function spokesPath(mask: number): string {
  return SIDES.filter((side) => (mask & DIRECTIONS[side].bit) !== 0)
    .map((side) => `M50 50 L${EDGE[side]}`)
    .join(' ');
}

/** The path of a mask in its base orientation (to be turned by `pipeShape(mask).angle`). */
export function basePath(mask: number): string {
  const { shape } = pipeShape(mask);
  return shape === 'straight' ? STRAIGHT_PATH : shape === 'corner' ? CORNER_PATH : spokesPath(mask);
}

/** The start: a block arrow pointing east, the way the water leaves it. */
export const ARROW_PATH = 'M16 36 H48 V20 L82 50 L48 80 V64 H16 Z';
/** The end: a heart, as in the original Valentine's maze. */
export const HEART_PATH = 'M50 84 C22 64 12 48 20 34 C28 20 44 22 50 34 C56 22 72 20 80 34 C88 48 78 64 50 84 Z';
