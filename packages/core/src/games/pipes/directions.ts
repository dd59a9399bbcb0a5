/**
 * The grid vocabulary of `pipes`: sides of a cell as bits of a tile's openings mask
 * (docs/games/pipes.md#board: N=1, E=2, S=4, W=8), and the quarter turns that move openings between them.
 */
export const DIRECTIONS = {
  N: { bit: 1, dx: 0, dy: -1 },
  E: { bit: 2, dx: 1, dy: 0 },
  S: { bit: 4, dx: 0, dy: 1 },
  W: { bit: 8, dx: -1, dy: 0 },
} as const;

export type Side = keyof typeof DIRECTIONS;

/** Sides in clockwise order; a side's index is its bit's exponent. */
export const SIDES = ['N', 'E', 'S', 'W'] as const satisfies readonly Side[];

/** The fixed tiles: the start opens only east, the end only west. */
export const START_TILE = DIRECTIONS.E.bit;
export const END_TILE = DIRECTIONS.W.bit;

/** Pipe tiles: two straights and four corners, every rotation of each listed. */
export const STRAIGHTS = [5, 10] as const;
export const CORNERS = [3, 6, 12, 9] as const;
export const PIPE_TILES: readonly number[] = [...STRAIGHTS, ...CORNERS];

export type TileKind = 'start' | 'end' | 'straight' | 'corner';

export function isPipeTile(tile: number): boolean {
  return PIPE_TILES.includes(tile);
}

export function isStraight(tile: number): boolean {
  return tile === 5 || tile === 10;
}

/** One quarter turn clockwise: N→E→S→W→N, i.e. each bit moves one place up, W wraps to N. */
export function rotateCW(tile: number): number {
  return ((tile << 1) | (tile >> 3)) & 15;
}

export function rotateCCW(tile: number): number {
  return ((tile >> 1) | (tile << 3)) & 15;
}

/** Side index (0..3, clockwise from N) opposite to the given one. */
export function oppositeSide(side: number): number {
  return (side + 2) & 3;
}

/**
 * Fewest quarter turns (either way) that make `from` into `to`, and which way the first
 * turn goes; null when no rotation does (a straight never becomes a corner).
 */
export function turnsBetween(from: number, to: number): { turns: number; turn: 'cw' | 'ccw' } | null {
  let tile = from;
  for (let cw = 0; cw < 4; cw++) {
    if (tile === to) return cw <= 2 ? { turns: cw, turn: 'cw' } : { turns: 4 - cw, turn: 'ccw' };
    tile = rotateCW(tile);
  }
  return null;
}
