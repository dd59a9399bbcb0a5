import type { Puzzle } from '../puzzles.ts';
import { foldLog } from './fold-log.ts';
import type { LoggedRequest } from './run-request.ts';
import type { RunState } from './run-state.ts';

export interface Replayed<B = unknown> extends RunState<B> {
  /** Set when the log does not replay (tampered or from other rules): where and why. */
  readonly failure?: { readonly seq: number; readonly code: string; readonly message: string };
}

/**
 * Rebuilds a run from its stored log through the rules, from the seed: how the server resumes
 * a run after a restart and re-verifies a replay (docs/runs.md#verification), and how a browser that lost track
 * catches up. Stops at the first entry that does not replay, with the run as it stood before it.
 */
export function replayLog<B>(puzzle: Puzzle<B>, log: readonly LoggedRequest[]): Replayed<B> {
  const { run, failure } = foldLog(puzzle, log);
  return failure ? { ...run, failure: { seq: failure.seq, ...failure.problem } } : run;
}
