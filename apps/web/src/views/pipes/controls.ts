import type * as pipesRules from '@gridrace/core/games/pipes';

type Turn = pipesRules.Turn;

/** What a key does on the pipes board. */
export type KeyAction = { readonly kind: 'move'; readonly dx: number; readonly dy: number } | { readonly kind: 'turn'; readonly turn: Turn } | { readonly kind: 'lock' };

const STEPS: Record<string, readonly [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** Arrows move the cursor; Enter or Space turn clockwise (with Shift, counter-clockwise); L locks. */
export function keyAction(key: string, shift: boolean): KeyAction | null {
  const step = STEPS[key];
  if (step) return { kind: 'move', dx: step[0], dy: step[1] };
  if (key === 'Enter' || key === ' ') return { kind: 'turn', turn: shift ? 'ccw' : 'cw' };
  if (key === 'l' || key === 'L') return { kind: 'lock' };
  return null;
}

export interface Cursor {
  readonly x: number;
  readonly y: number;
}

/** The cursor stops at the border rather than wrapping: a player counts on edges. */
export function moveCursor(cursor: Cursor, dx: number, dy: number, cols: number, rows: number): Cursor {
  return {
    x: Math.min(cols - 1, Math.max(0, cursor.x + dx)),
    y: Math.min(rows - 1, Math.max(0, cursor.y + dy)),
  };
}

export const otherTurn = (turn: Turn): Turn => (turn === 'cw' ? 'ccw' : 'cw');

/**
 * Which turn a click or tap asks for: `chosen` (clockwise unless the player chose otherwise, as a
 * finger must: it has no secondary button), and the other way with the secondary button or Shift.
 */
export function clickTurn(button: number, shift: boolean, chosen: Turn = 'cw'): Turn | null {
  if (button === 0) return shift ? otherTurn(chosen) : chosen;
  if (button === 2) return otherTurn(chosen);
  return null;
}

/**
 * Tiles the player locked (cell indexes). A lock is only a UI aid, never a move: it lives
 * in the view, and a locked tile refuses turns until unlocked.
 */
export function toggleLock(locks: ReadonlySet<number>, index: number): ReadonlySet<number> {
  const next = new Set(locks);
  if (!next.delete(index)) next.add(index);
  return next;
}

/** A touch held this long without moving locks the tile instead of turning it. */
export const LONG_PRESS_MS = 450;
/** Finger travel (px) beyond which a press is a scroll, not a long press. */
export const PRESS_SLOP_PX = 12;

export function pressMoved(fromX: number, fromY: number, x: number, y: number): boolean {
  return Math.hypot(x - fromX, y - fromY) > PRESS_SLOP_PX;
}
