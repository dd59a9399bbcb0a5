/** How long one slide (or one quarter turn elsewhere) lasts at normal speed. */
export const BASE_SLIDE_MS = 140;

/**
 * Milliseconds of a slide at the player's animation speed: 0 turns animation off, 2 is twice
 * as fast. Kept short at every speed because a fast player must never wait for the board.
 */
export function slideMs(speed: number, base = BASE_SLIDE_MS): number {
  if (!(speed > 0)) return 0;
  return Math.round(base / speed);
}

/** The CSS transition of a sliding piece; `none` so turning animation off is instant. */
export function slideTransition(speed: number, base = BASE_SLIDE_MS): string {
  const ms = slideMs(speed, base);
  return ms === 0 ? 'none' : `transform ${ms}ms ease-out`;
}
