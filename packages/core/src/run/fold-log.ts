import type { Puzzle } from '../puzzles.ts';
import { fail, type Problem } from '../result.ts';
import { requestOf, type LoggedRequest } from './run-request.ts';
import { startRun, stepRun, type RunState } from './run-state.ts';

/** A log entry as a fold reads it: without a seq, each entry is the next one (a list of moves, a replay's frames). */
export type FoldEntry = Pick<LoggedRequest, 'kind' | 'move'> & { readonly seq?: number; readonly atMs?: number };

/** Why a fold stopped: the entry (its place in the log, and its seq) and the refusal. */
export interface FoldFailure {
  readonly index: number;
  readonly seq: number;
  readonly problem: Problem;
}

export interface Folded<B> {
  /** The run after the last entry taken. */
  readonly run: RunState<B>;
  /** Set when an entry did not replay and the fold stopped there, with the run as it stood before it. */
  readonly failure?: FoldFailure;
}

export interface FoldOptions<B, E extends FoldEntry> {
  /**
   * Called with the run after each entry (and the entry, and its index); answering `false`
   * stops the fold there, as one that found what it looked for.
   */
  readonly onStep?: (run: RunState<B>, entry: E, index: number) => boolean | void;
  /**
   * `skip`: an entry the rules refuse leaves the run as it was, and the fold goes on (what a
   * replay shows of a log it does not vouch for). `stop` (the default): the fold ends there.
   */
  readonly refused?: 'stop' | 'skip';
}

const OUT_OF_ORDER = fail('bad_log', 'seq out of order');

/**
 * The one fold of a log through the run reducer, from the seed: what replays a stored run,
 * scripts a ghost, frames a replay, plays a list of moves, and walks a known solution. An
 * entry whose seq is not past the last one taken stops the fold (`bad_log`): a log is in order.
 */
export function foldLog<B, E extends FoldEntry>(puzzle: Puzzle<B>, log: readonly E[], options: FoldOptions<B, E> = {}): Folded<B> {
  let run = startRun(puzzle);
  for (const [index, entry] of log.entries()) {
    const seq = entry.seq ?? run.lastSeq + 1;
    const next = seq <= run.lastSeq ? OUT_OF_ORDER : stepRun(puzzle, run, requestOf(entry), seq, entry.atMs ?? 0);
    if (next.ok) run = next.value;
    else if (options.refused !== 'skip') return { run, failure: { index, seq, problem: next.error } };
    if (options.onStep?.(run, entry, index) === false) break;
  }
  return { run };
}
