import { applyMove, startState, undoMove, type PlayState, type Puzzle } from '@gridrace/core';
import type { LogRecord } from '../store/store.ts';

/** The best score a `walls` run reached, and when it first reached it. */
export interface Best {
  readonly score: number;
  readonly atMs: number;
}

export interface Replayed {
  readonly state: PlayState;
  readonly lastSeq: number;
  readonly best: Best;
  readonly hinted: boolean;
  /** Set when the log does not replay (tampered or from other rules): where and why. */
  readonly failure?: { readonly seq: number; readonly code: string; readonly message: string };
}

/** Moves a run's best along after a request: only a strictly higher score is a new best. */
export const nextBest = (best: Best, state: PlayState, atMs: number): Best =>
  state.score > best.score ? { score: state.score, atMs } : best;

/**
 * Rebuilds a run from its stored log through the rules, from the seed: how `run:resume`
 * recovers after a restart, and how `GET /runs/{id}` re-verifies a replay (SPEC §3).
 */
export function replayLog(puzzle: Puzzle, log: readonly LogRecord[]): Replayed {
  let state = startState(puzzle);
  let best: Best = { score: state.score, atMs: 0 };
  let lastSeq = 0;
  let hinted = false;
  for (const entry of log) {
    if (entry.seq <= lastSeq) {
      return { state, lastSeq, best, hinted, failure: { seq: entry.seq, code: 'bad_log', message: 'seq out of order' } };
    }
    if (entry.kind === 'hint') {
      hinted = true;
    } else {
      const next = entry.kind === 'move' ? applyMove(puzzle, state, entry.move) : undoMove(puzzle, state);
      if (!next.ok) return { state, lastSeq, best, hinted, failure: { seq: entry.seq, ...next.error } };
      state = next.value;
      best = nextBest(best, state, entry.atMs);
    }
    lastSeq = entry.seq;
  }
  return { state, lastSeq, best, hinted };
}
