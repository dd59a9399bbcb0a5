/** A keyboard cursor on a grid: where Enter or Space acts. */
export interface Cursor {
  readonly x: number;
  readonly y: number;
}

const STEPS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [0, -1],
  ArrowRight: [1, 0],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
};

/** Keys that act on the cell under the cursor (Space arrives as " "). */
export const isActionKey = (key: string): boolean => key === 'Enter' || key === ' ';

/**
 * The cursor after an arrow key, kept on the board; null for any other key, so the caller
 * knows to leave the key alone (Tab must keep moving focus).
 */
export function moveCursor(cursor: Cursor, key: string, cols: number, rows: number): Cursor | null {
  const step = STEPS[key];
  if (!step) return null;
  const clamp = (v: number, size: number) => Math.min(size - 1, Math.max(0, v));
  return { x: clamp(cursor.x + step[0], cols), y: clamp(cursor.y + step[1], rows) };
}

/** What a board does with its keyboard cursor. */
export interface CursorKeys {
  readonly cols: number;
  readonly rows: number;
  move(next: Cursor): void;
  act(at: Cursor): void;
}

/**
 * One key on a board with a cursor: arrows move it, Enter/Space act under it. Returns whether
 * the key was the board's, so the caller can prevent the browser's default (scrolling).
 */
export function handleCursorKey(here: Cursor, key: string, board: CursorKeys): boolean {
  const next = moveCursor(here, key, board.cols, board.rows);
  if (next) board.move(next);
  else if (isActionKey(key)) board.act(here);
  return next !== null || isActionKey(key);
}
