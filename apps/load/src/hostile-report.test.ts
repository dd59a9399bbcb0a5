import { describe, expect, it } from 'vitest';
import { hostileReport } from './hostile-report.ts';
import type { PhaseResult } from './phase.ts';
import { comparisonOrder } from './report.ts';
import { PhaseStats } from './stats.ts';

/** A phase that acked 100 moves in 10 s: 98 at `typicalMs`, two at `slowestMs` (its p99). */
function phase(typicalMs: number, slowestMs: number, attackers: number, errors = 0): PhaseResult {
  const stats = new PhaseStats();
  for (let i = 0; i < 98; i++) stats.recordMove(typicalMs);
  for (let i = 0; i < 2; i++) stats.recordMove(slowestMs);
  for (let i = 0; i < errors; i++) stats.recordError('timeout', 'a move ack took too long');
  return { plan: { attackers }, stats, racingS: 10 } as unknown as PhaseResult;
}

describe('the hostile comparison', () => {
  it('runs baseline and hostile phases in ABBA rounds', () => {
    expect(comparisonOrder(2, 'hostile')).toEqual(['baseline', 'hostile', 'hostile', 'baseline']);
  });

  it("prints the racers' p50 and p99 beside the baseline's and judges the targets", () => {
    const report = hostileReport([phase(10, 20, 0)], [phase(11, 26, 10)]);
    expect(report).toContain('baseline vs. 10 hostile token-less sockets');
    expect(report).toMatch(/p50 +10\.0 +11\.0 +1\.10/);
    expect(report).toMatch(/p99 +20\.0 +26\.0 +1\.30/);
    expect(report).toContain('p99 ratio 1.30 (target <= 1.5): met');
    expect(report).toContain('racer errors with attackers 0 (baseline 0; target 0): met');
  });

  it('says when a target is not met', () => {
    const report = hostileReport([phase(10, 20, 0), phase(10, 20, 0)], [phase(10, 40, 10, 2), phase(10, 40, 10)]);
    expect(report).toContain('2 rounds each, acks pooled');
    expect(report).toContain('p99 ratio 2.00 (target <= 1.5): NOT met');
    expect(report).toContain('racer errors with attackers 2 (baseline 0; target 0): NOT met');
  });
});
