import { describe, expect, it } from 'vitest';
import { BASE_SLIDE_MS, slideMs, slideTransition } from './motion.ts';

describe('slide timing', () => {
  it('scales with the animation speed', () => {
    expect(slideMs(1)).toBe(BASE_SLIDE_MS);
    expect(slideMs(2)).toBe(BASE_SLIDE_MS / 2);
    expect(slideMs(0.5)).toBe(BASE_SLIDE_MS * 2);
  });

  it('turns off at speed 0', () => {
    expect(slideMs(0)).toBe(0);
    expect(slideTransition(0)).toBe('none');
    expect(slideTransition(1, 100)).toBe('transform 100ms ease-out');
  });
});
