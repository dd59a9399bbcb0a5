import { describe, expect, it } from 'vitest';
import { clickTurn, keyAction, moveCursor, otherTurn, pressMoved, PRESS_SLOP_PX, toggleLock } from './controls.ts';

describe('pipes controls', () => {
  it('maps keys: arrows move, Enter/Space turn, Shift turns back, L locks', () => {
    expect(keyAction('ArrowLeft', false)).toEqual({ kind: 'move', dx: -1, dy: 0 });
    expect(keyAction('ArrowDown', true)).toEqual({ kind: 'move', dx: 0, dy: 1 });
    expect(keyAction('Enter', false)).toEqual({ kind: 'turn', turn: 'cw' });
    expect(keyAction(' ', false)).toEqual({ kind: 'turn', turn: 'cw' });
    expect(keyAction('Enter', true)).toEqual({ kind: 'turn', turn: 'ccw' });
    expect(keyAction('l', false)).toEqual({ kind: 'lock' });
    expect(keyAction('L', true)).toEqual({ kind: 'lock' });
    expect(keyAction('x', false)).toBeNull();
  });

  it('keeps the cursor on the board', () => {
    expect(moveCursor({ x: 0, y: 0 }, -1, 0, 6, 4)).toEqual({ x: 0, y: 0 });
    expect(moveCursor({ x: 5, y: 3 }, 1, 1, 6, 4)).toEqual({ x: 5, y: 3 });
    expect(moveCursor({ x: 2, y: 1 }, 1, 0, 6, 4)).toEqual({ x: 3, y: 1 });
  });

  it('turns clockwise on a primary click, counter-clockwise on secondary or Shift', () => {
    expect(clickTurn(0, false)).toBe('cw');
    expect(clickTurn(0, true)).toBe('ccw');
    expect(clickTurn(2, false)).toBe('ccw');
    expect(clickTurn(1, false)).toBeNull();
  });

  it('turns the way the player chose on a tap or click, the other way on secondary or Shift', () => {
    expect(clickTurn(0, false, 'ccw')).toBe('ccw');
    expect(clickTurn(0, true, 'ccw')).toBe('cw');
    expect(clickTurn(2, false, 'ccw')).toBe('cw');
    expect(otherTurn('cw')).toBe('ccw');
  });

  it('toggles locks without touching the old set', () => {
    const none = new Set<number>();
    const one = toggleLock(none, 7);
    expect([...one]).toEqual([7]);
    expect(none.size).toBe(0);
    expect(toggleLock(one, 7).size).toBe(0);
    expect([...toggleLock(one, 3)].sort()).toEqual([3, 7]);
  });

  it('tells a held finger from a scrolling one', () => {
    expect(pressMoved(0, 0, 3, 4)).toBe(false);
    expect(pressMoved(0, 0, PRESS_SLOP_PX + 1, 0)).toBe(true);
  });
});
