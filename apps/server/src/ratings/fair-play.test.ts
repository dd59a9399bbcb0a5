import { describe, expect, it } from 'vitest';
import type { LogRecord } from '../store/store.ts';
import { FAIR_PLAY, implausibleTiming } from './fair-play.ts';

const logAt = (offsets: number[]): LogRecord[] => offsets.map((atMs, i) => ({ seq: i + 1, kind: 'move', move: { x: 0, y: 0 }, atMs }));
const evenly = (count: number, gapMs: number, from = 0) => Array.from({ length: count }, (_, i) => from + i * gapMs);

describe('implausible timing', () => {
  it('flags a run whose requests keep coming faster than a person answers', () => {
    expect(implausibleTiming(logAt(evenly(FAIR_PLAY.sustained + 1, 10)))).toMatch(/in a row under 50 ms/);
  });

  it('lets a quick person through: a short burst, or a fast but human pace', () => {
    expect(implausibleTiming(logAt(evenly(FAIR_PLAY.sustained, 10)))).toBeNull();
    expect(implausibleTiming(logAt(evenly(200, 120)))).toBeNull();
    // Bursts broken by a pause to think never add up.
    const bursts = [...evenly(15, 10), ...evenly(15, 10, 1000), ...evenly(15, 10, 2000)];
    expect(implausibleTiming(logAt(bursts))).toBeNull();
  });
});
