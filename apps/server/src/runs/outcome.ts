import { goalPolicyOf, type Best, type PlayState, type Puzzle } from '@gridrace/core';
import type { RunResult, RunStatus } from '@gridrace/protocol';
import type { RunUpdate } from '../store/store.ts';

/** What is left on the board, which ranks runs that did not finish it (SPEC §3; `same`: blocks). */
export function remainingOf(puzzle: Puzzle, state: PlayState): number | null {
  return puzzle.rules.remaining(state.board);
}

/**
 * What the stored run says after an accepted request at `atMs`. A `score` game keeps its best
 * score and when it was first reached; a `finish` game ends on the move that solves or sticks it.
 */
export function afterRequest(puzzle: Puzzle, state: PlayState, best: Best, atMs: number, now: number): RunUpdate {
  if (goalPolicyOf(puzzle.rules).playsOn) return { moves: state.moves, score: best.score, timeMs: best.atMs };
  const common = { moves: state.moves, score: state.score, remaining: remainingOf(puzzle, state) };
  if (state.status === 'playing') return common;
  // The clock stops on the solving (or final) move: its server offset is the run's time.
  return { ...common, status: state.status, timeMs: atMs, finishedAt: now };
}

export type EndReason = 'finish' | 'time_up';

/** The stored run when it ends early: given up, or a `score` game's result handed in or timed out. */
export function ending(puzzle: Puzzle, state: PlayState, best: Best, atMs: number, endedAt: number): RunUpdate & { status: RunStatus } {
  if (goalPolicyOf(puzzle.rules).playsOn) {
    const reachedPar = puzzle.par !== null && best.score >= puzzle.par;
    return { status: reachedPar ? 'solved' : 'ended', moves: state.moves, score: best.score, timeMs: best.atMs, finishedAt: endedAt };
  }
  return {
    status: 'gave_up',
    moves: state.moves,
    score: state.score,
    remaining: remainingOf(puzzle, state),
    timeMs: atMs,
    finishedAt: endedAt,
  };
}

/** What ranks the run after a stored update: the fields of it that the update sets, as the leaderboard will read them. */
export function resultAfter(result: RunResult, update: RunUpdate): RunResult {
  return { timeMs: update.timeMs === undefined ? result.timeMs : update.timeMs, score: update.score ?? result.score };
}
