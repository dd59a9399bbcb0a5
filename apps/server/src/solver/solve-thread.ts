import { parentPort } from 'node:worker_threads';
import { hint, openPuzzle, solvePuzzle } from '@gridrace/core';
import type { SolveAnswer, SolveJob } from './jobs.ts';

/** The solver thread: runs core's solvers, which can take seconds, away from the event loop. */
function answer(job: SolveJob): SolveAnswer {
  const opened = openPuzzle(job.puzzleId);
  if (!opened.ok) return { jobId: job.jobId, ok: false, message: opened.error.message };
  if (job.kind === 'par') {
    const solved = solvePuzzle(opened.value);
    return { jobId: job.jobId, ok: true, value: { par: solved.par, optimal: solved.optimal, solution: solved.solution } };
  }
  // Par plays no part in a hint: the solver works from the board it is given.
  const puzzle = { ...opened.value, par: null, optimal: false, solution: [] };
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
