/** Pixel maths every grid board shares: one place, so cells, highlight and cursor agree. */

export interface Fit {
  readonly cols: number;
  readonly rows: number;
  /** Space the board may take, in CSS pixels. */
  readonly width: number;
  readonly height: number;
  /** Bounds of the cell size; the defaults suit many small cells (`same`'s blocks). */
  readonly min?: number;
  readonly max?: number;
}

/** Cells stay tappable on a phone, and stop growing where a desktop board is big enough. */
export const MIN_CELL = 6;
export const MAX_CELL = 32;

/** The largest whole-pixel cell that fits both ways (whole pixels keep edges crisp). */
export function fitCell({ cols, rows, width, height, min = MIN_CELL, max = MAX_CELL }: Fit): number {
  if (cols <= 0 || rows <= 0) return min;
  const size = Math.floor(Math.min(width / cols, height / rows));
  return Math.min(max, Math.max(min, size));
}

/** Inline style of a one-cell overlay (highlight, cursor): moves at once, no animation. */
export function overlayStyle(x: number, y: number, cell: number): string {
  return `transform:translate(${x * cell}px,${y * cell}px)`;
}

/** Animation length in ms for a preference speed; 0 turns animation off. */
export function animationMs(base: number, speed: number): number {
  return speed > 0 ? Math.round(base / speed) : 0;
}

/**
 * Height the board may fill. On a narrow screen the width decides and the page scrolls
 * (cells that fit a phone's height would be too small to tap); on a wide one the whole
 * board stays in view under the page's header and the counts.
 */
export function heightBudget(viewportWidth: number, viewportHeight: number): number {
  return viewportWidth < 600 ? Infinity : Math.max(240, viewportHeight - 180);
}
