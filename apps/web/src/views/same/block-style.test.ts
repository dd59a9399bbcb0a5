import { describe, expect, it } from 'vitest';
import { blockStyle, columnStyle } from './block-style.ts';

describe('styles', () => {
  it('place columns across and blocks down', () => {
    expect(columnStyle(2, 10)).toBe('transform:translateX(20px)');
    expect(blockStyle(3, 10)).toBe('transform:translateY(30px)');
  });
});
