import { describe, expect, it } from 'vitest';
import { countdownFace } from './countdown-face.ts';

describe('the countdown face', () => {
  it('shows 3, 2, 1 by whole seconds, then Go', () => {
    expect(countdownFace(3000)).toBe('3');
    expect(countdownFace(2001)).toBe('3');
    expect(countdownFace(2000)).toBe('2');
    expect(countdownFace(1)).toBe('1');
    expect(countdownFace(0)).toBe('Go!');
    expect(countdownFace(-500)).toBe('Go!');
  });
});
