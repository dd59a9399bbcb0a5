import { fifteenRules, hint, openPuzzle, type PuzzleBoard } from '@gridrace/core';
import { defaultCacheDir, preparePatternDatabases } from '@gridrace/core/node';
import type { HintAnswer, ParAnswer, SolveJob } from './jobs.ts';
import { parAnswer } from './par-answer.ts';

const prepared = new Set<string>();

/**
 * The fifteen solver needs pattern databases (4x4: about 8 s to build; 5x5 and 6x6 also the
 * 5x5 ones, about 16 s): they are read from the disk cache shared with the command line
 * (GRIDRACE_CACHE_DIR), built once if missing, and only those the puzzle's size needs. Each
 * pool thread has its own copy (module state is per thread).
 */
function preparePatterns(puzzle: PuzzleBoard): void {
  if (puzzle.game !== 'fifteen') return;
  const keys = fifteenRules.patternKeysForSize((puzzle.board as { size: number }).size).filter((key) => !prepared.has(key));
  if (keys.length === 0) return;
  preparePatternDatabases(defaultCacheDir(), keys);
  for (const key of keys) prepared.add(key);
}

/**
 * One job of the solver pool: core's solvers, which can take seconds, away from the event
 * loop. A thrown error rejects the caller's promise with its message.
 */
export default function answer(job: SolveJob): ParAnswer | HintAnswer {
  const opened = openPuzzle(job.puzzleId);
  if (!opened.ok) throw new Error(opened.error.message);
  preparePatterns(opened.value);
  if (job.kind === 'par') return parAnswer(opened.value);
  // The puzzle's own solution lets core hint along it while the player is on it.
  const puzzle = { ...opened.value, par: job.par, optimal: false, solution: job.solution };
  const state = { board: job.board, status: job.status, moves: 0, score: 0, undo: null };
  return { move: hint(puzzle, state) };
}
