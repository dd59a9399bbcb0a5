import type { PhaseResult } from './phase.ts';
import { P99_RATIO_TARGET, roundsText, sideBySide } from './report.ts';

const verdict = (met: boolean): string => (met ? 'met' : 'NOT met');
const errorsOf = (results: readonly PhaseResult[]): number => results.reduce((sum, result) => sum + result.stats.errorCount, 0);

/**
 * `--hostile`: the racers' move acks without and with the attackers, side by side, judged by the
 * issue's targets: p99 with attackers at most 1.5 times the baseline's, and no racer error.
 */
export function hostileReport(baselines: readonly PhaseResult[], attacked: readonly PhaseResult[]): string {
  const { lines, ratio } = sideBySide(baselines, attacked, 'with attackers', 'with attackers');
  const errors = errorsOf(attacked);
  return [
    `== move ack latency (ms): baseline vs. ${attacked[0]?.plan.attackers ?? 0} hostile token-less sockets (deep frames, floods)${roundsText(baselines.length)}`,
    ...lines,
    `p99 ratio ${ratio.toFixed(2)} (target <= ${P99_RATIO_TARGET}): ${verdict(ratio <= P99_RATIO_TARGET)}`,
    `racer errors with attackers ${errors} (baseline ${errorsOf(baselines)}; target 0): ${verdict(errors === 0)}`,
  ].join('\n');
}
