import type { Best, PlayState, Puzzle } from '@gridrace/core';
import type { RunResult, RunStatus } from '@gridrace/protocol';
import type { RunUpdate } from '../store/store.ts';

/** `same`: blocks left on the board, which ranks boards that were not cleared (SPEC §3). */
export function remainingBlocks(puzzle: Puzzle, state: PlayState): number | null {
  if (puzzle.game !== 'same') return null;
  let blocks = 0;
  for (const cell of (state.board as { cells?: readonly unknown[] }).cells ?? []) if (cell !== null) blocks++;
  return blocks;
}

/**
 * What the stored run says after an accepted request at `atMs`. `walls` keeps its best score
 * and when it was first reached; the others end on the move that solves or sticks them.
 */
export function afterRequest(puzzle: Puzzle, state: PlayState, best: Best, atMs: number, now: number): RunUpdate {
  if (puzzle.game === 'walls') return { moves: state.moves, score: best.score, timeMs: best.atMs };
  const common = { moves: state.moves, score: state.score, remaining: remainingBlocks(puzzle, state) };
  if (state.status === 'playing') return common;
  // The clock stops on the solving (or final) move: its server offset is the run's time.
  return { ...common, status: state.status, timeMs: atMs, finishedAt: now };
}

export type EndReason = 'finish' | 'time_up';

/** The stored run when it ends early: given up, or a `walls` layout submitted or timed out. */
export function ending(puzzle: Puzzle, state: PlayState, best: Best, atMs: number, endedAt: number): RunUpdate & { status: RunStatus } {
  if (puzzle.game === 'walls') {
    const reachedPar = puzzle.par !== null && best.score >= puzzle.par;
    return { status: reachedPar ? 'solved' : 'ended', moves: state.moves, score: best.score, timeMs: best.atMs, finishedAt: endedAt };
  }
  return {
    status: 'gave_up',
    moves: state.moves,
    score: state.score,
    remaining: remainingBlocks(puzzle, state),
    timeMs: atMs,
    finishedAt: endedAt,
  };
}

/** What ranks the run after a stored update: the fields of it that the update sets, as the leaderboard will read them. */
export function resultAfter(result: RunResult, update: RunUpdate): RunResult {
  return { timeMs: update.timeMs === undefined ? result.timeMs : update.timeMs, score: update.score ?? result.score };
}
