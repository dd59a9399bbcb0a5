import { parentPort } from 'node:worker_threads';
import { hint, openPuzzle, solvePuzzle, type PuzzleBoard } from '@gridrace/core';
import { defaultCacheDir, preparePatternDatabases } from '@gridrace/core/node';
import type { SolveAnswer, SolveJob } from './jobs.ts';

let patternsReady = false;

/**
 * The 4x4 fifteen solver needs pattern databases (about 10 s to build): they are read from
 * the disk cache shared with the command line (GRIDRACE_CACHE_DIR), built once if missing.
 */
function preparePatterns(puzzle: PuzzleBoard): void {
  if (patternsReady || puzzle.game !== 'fifteen' || (puzzle.board as { size: number }).size < 4) return;
  preparePatternDatabases(defaultCacheDir());
  patternsReady = true;
}

/** The solver thread: runs core's solvers, which can take seconds, away from the event loop. */
function answer(job: SolveJob): SolveAnswer {
  const opened = openPuzzle(job.puzzleId);
  if (!opened.ok) return { jobId: job.jobId, ok: false, message: opened.error.message };
  preparePatterns(opened.value);
  if (job.kind === 'par') {
    const solved = solvePuzzle(opened.value);
    return { jobId: job.jobId, ok: true, value: { par: solved.par, optimal: solved.optimal, solution: solved.solution } };
  }
  // The puzzle's own solution lets core hint along it while the player is on it.
  const puzzle = { ...opened.value, par: job.par, optimal: false, solution: job.solution };
  const state = { board: job.board, status: job.status, moves: 0, score: 0, history: [] };
  return { jobId: job.jobId, ok: true, value: { move: hint(puzzle, state) } };
}

parentPort?.on('message', (job: SolveJob) => {
  let reply: SolveAnswer;
  try {
    reply = answer(job);
  } catch (error) {
    reply = { jobId: job.jobId, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
