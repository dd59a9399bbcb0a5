import { describe, expect, it } from 'vitest';
import type { PhaseResult } from './phase.ts';
import { comparisonOrder, comparisonReport } from './report.ts';
import { PhaseStats } from './stats.ts';

/** A phase that acked 100 moves in 10 s: 98 at `typicalMs`, two at `slowestMs` (its p99). */
function phase(typicalMs: number, slowestMs: number, wallsEveryS: number | null): PhaseResult {
  const stats = new PhaseStats();
  for (let i = 0; i < 98; i++) stats.recordMove(typicalMs);
  for (let i = 0; i < 2; i++) stats.recordMove(slowestMs);
  return { plan: { wallsEveryS }, stats, racingS: 10 } as unknown as PhaseResult;
}

describe('the walls comparison', () => {
  it('runs its rounds baseline first, then walls first, and so on (ABBA)', () => {
    expect(comparisonOrder(1)).toEqual(['baseline', 'walls']);
    expect(comparisonOrder(2)).toEqual(['baseline', 'walls', 'walls', 'baseline']);
    expect(comparisonOrder(3)).toEqual(['baseline', 'walls', 'walls', 'baseline', 'baseline', 'walls']);
  });

  it('takes each p99 over the acks of all the rounds of its phase, and shows each round too', () => {
    // Alone, round 2's walls phase would fail (30 / 10); pooled, both phases' p99 is their typical ack.
    const report = comparisonReport([phase(10, 10, null), phase(10, 10, null)], [phase(12, 12, 1), phase(12, 30, 1)]);
    expect(report).toContain('2 rounds each, acks pooled');
    expect(report).toMatch(/p99 +10\.0 +12\.0 +1\.20/);
    expect(report).toContain("each round's p99 (baseline / with walls): 10.0 / 12.0, 10.0 / 30.0");
    expect(report).toContain('p99 ratio 1.20 (target <= 1.5): met');
  });

  it('says when the ratio is not met', () => {
    const report = comparisonReport([phase(10, 10, null)], [phase(20, 20, 1)]);
    expect(report).not.toContain('rounds');
    expect(report).toContain('p99 ratio 2.00 (target <= 1.5): NOT met');
  });

  it('counts a par still unknown at close as never known, and judges each target', () => {
    const baseline = phase(10, 10, null);
    const walls = phase(10, 20, 1);
    for (let i = 0; i < 18; i++) walls.stats.parKnownLatencies.push(1000);
    walls.stats.parUnknownAtClose = 2;
    const report = comparisonReport([baseline], [walls]);
    expect(report).toContain('move ack p99, worse phase        20.0 ms (target <= 25): met');
    // 18 known at 1 s and 2 never: the p95 is one of the two never known.
    expect(report).toContain('walls par known p95              never (18 known, 2 still unknown at close, counted as never; target <= 5000): NOT met');
    walls.stats.parUnknownAtClose = 0;
    expect(comparisonReport([baseline], [walls])).toContain('walls par known p95              1000.0 ms (18 known, 0 still unknown at close');
    walls.stats.recordError('timeout', 'an example');
    expect(comparisonReport([baseline], [walls])).toContain('unanswered at close, errors      0, 1 (timeout 1) (target 0, 0): NOT met');
  });
});
