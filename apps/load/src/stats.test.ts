import { describe, expect, it } from 'vitest';
import { PhaseStats, percentile, summarize } from './stats.ts';

describe('percentile', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);

  it('takes the nearest rank', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([1, 2, 3, 4], 51)).toBe(3);
  });

  it('gives the one value of a single sample, and the smallest at 0', () => {
    expect(percentile([7], 99)).toBe(7);
    expect(percentile(hundred, 0)).toBe(1);
  });

  it('is NaN without samples, so an empty phase does not report 0 ms', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('summarize', () => {
  it('sorts numerically, not as text', () => {
    const summary = summarize([100, 9, 20, 3, 1000]);
    expect(summary).toEqual({ count: 5, p50: 20, p95: 1000, p99: 1000, max: 1000 });
  });

  it('keeps a slow tail visible at p99', () => {
    const latencies = [...Array.from({ length: 990 }, () => 2), ...Array.from({ length: 10 }, () => 400)];
    const summary = summarize(latencies);
    expect(summary.p50).toBe(2);
    expect(summary.p95).toBe(2);
    expect(summary.p99).toBe(2);
    expect(summarize([...latencies, 400]).p99).toBe(400);
  });
});

describe('PhaseStats', () => {
  it('counts errors by code and keeps a few examples of each', () => {
    const stats = new PhaseStats();
    for (let i = 0; i < 5; i++) stats.recordError('timeout', `move ${i}`);
    stats.recordError('stale_seq', 'seq 3 is stale');
    expect(stats.errorCount).toBe(6);
    expect(stats.errors.get('timeout')).toEqual({ count: 5, examples: ['move 0', 'move 1', 'move 2'] });
    expect(stats.errors.get('stale_seq')?.count).toBe(1);
  });

  it('counts an acked move with its latency', () => {
    const stats = new PhaseStats();
    stats.recordMove(3.5);
    stats.recordMove(1.5);
    expect(stats.movesAcked).toBe(2);
    expect(summarize(stats.moveLatencies).max).toBe(3.5);
  });
});
