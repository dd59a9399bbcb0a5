import { goalPolicyOf, type Puzzle, replayLog } from '@gridrace/core';
import type { LogRecord, RunRecord } from '../store/store.ts';

/**
 * Re-verifies a stored run from the seed (SPEC §3): its log must replay through the rules
 * and give the stored result, and a solved run's time must be its solving move's stamp.
 */
export function verifyRun(puzzle: Puzzle, run: RunRecord, log: readonly LogRecord[]): boolean {
  const replayed = replayLog(puzzle, log);
  if (replayed.failure) return false;
  if (replayed.state.moves !== run.moves) return false;
  if (replayed.hints > 0 && run.ranked) return false;
  // A `score` game's stored result is its best score, and when it was first reached.
  if (goalPolicyOf(puzzle.rules).playsOn) {
    return replayed.best.score === run.score && (run.status === 'playing' || replayed.best.atMs === run.timeMs);
  }
  if (replayed.state.score !== run.score) return false;
  if (run.status === 'solved' || run.status === 'stuck') {
    const last = log.filter((entry) => entry.kind !== 'hint').at(-1);
    return replayed.state.status === run.status && last !== undefined && last.atMs === run.timeMs;
  }
  return replayed.state.status === 'playing';
}
