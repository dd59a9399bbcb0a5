import { describe, expect, it } from 'vitest';
import { nextAngles, turnTransition } from './rotation.ts';

describe('pipe rotation bookkeeping', () => {
  it('keeps the angle of tiles that did not change', () => {
    expect(nextAngles([0, 90], [5, 10], [5, 10])).toEqual([0, 90]);
  });

  it('turns a corner clockwise past 270 to 360, never spinning back', () => {
    // 9 (N+W) is the base corner turned 270°; one clockwise turn makes it 3 (N+E).
    expect(nextAngles([270], [9], [3], new Map([[0, 'cw']]))).toEqual([360]);
    expect(nextAngles([0], [3], [9], new Map([[0, 'ccw']]))).toEqual([-90]);
  });

  it('turns a straight the way the player asked, though both ways look the same', () => {
    expect(nextAngles([0], [5], [10], new Map([[0, 'cw']]))).toEqual([90]);
    expect(nextAngles([0], [5], [10], new Map([[0, 'ccw']]))).toEqual([-90]);
  });

  it('takes the shortest way for changes nobody asked for (undo, resync)', () => {
    expect(nextAngles([90], [6], [3])).toEqual([0]);
    expect(nextAngles([0], [3], [12])).toEqual([180]);
  });

  it('starts afresh when the board changes size', () => {
    expect(nextAngles([0], [5], [10, 6])).toEqual([90, 90]);
  });

  it('animates turns at the chosen speed, or not at all', () => {
    expect(turnTransition(0)).toBe('none');
    expect(turnTransition(2)).toBe('transform 75ms ease-out');
  });
});
