import { hint, openPuzzle, type PuzzleBoard } from '@gridrace/core';
import { defaultCacheDir, prepareTablesFor } from '@gridrace/core/node';
import { runOnlyWhenIdle } from './idle-priority.ts';
import { DROPPED, type HintAnswer, type ParAnswer, type SolveJob } from './jobs.ts';
import { parAnswer } from './par-answer.ts';

// Once per pool thread, as it starts: solving gets only the CPU that no event loop wants.
runOnlyWhenIdle();

const prepared = new Set<string>();

/**
 * A solver may need tables computed ahead (fifteen's pattern databases: 4x4 about 8 s to build;
 * 5x5 and 6x6 also the 5x5 ones, about 16 s): the rules name those the puzzle needs; they are
 * read from the disk cache shared with the command line (GRIDRACE_CACHE_DIR), built once if
 * missing. Each pool thread has its own copy (module state is per thread).
 */
function preparePatterns(puzzle: PuzzleBoard): void {
  for (const key of prepareTablesFor(puzzle, defaultCacheDir(), prepared)) prepared.add(key);
}

/**
 * One job of the solver pool: core's solvers, which can take seconds, away from the event
 * loop. A thrown error rejects the caller's promise with its message.
 */
export default function answer(job: SolveJob): ParAnswer | HintAnswer {
  if (job.kind === 'par' && job.dropped) throw new Error(DROPPED);
  const opened = openPuzzle(job.puzzleId);
  if (!opened.ok) throw new Error(opened.error.message);
  preparePatterns(opened.value);
  if (job.kind === 'par') return parAnswer(opened.value);
  // The puzzle's own solution lets core hint along it while the player is on it.
  const puzzle = { ...opened.value, par: job.par, optimal: false, solution: job.solution };
  const state = { board: job.board, status: job.status, moves: 0, score: 0, undo: null };
  return { move: hint(puzzle, state) };
}
