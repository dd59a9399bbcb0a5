import { describe, expect, it } from 'vitest';
import { formatTime } from './format.ts';

describe('a run time in words', () => {
  it('formats times as players read them', () => {
    expect(formatTime(0)).toBe('0:00.0');
    expect(formatTime(83_456)).toBe('1:23.4');
    expect(formatTime(3_723_000)).toBe('1:02:03');
    expect(formatTime(null)).toBe('—');
  });
});
