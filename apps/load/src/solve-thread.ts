import { getPriority, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { openPuzzle, solvePuzzle } from '@gridrace/core';
import { defaultCacheDir, prepareTablesFor } from '@gridrace/core/node';

export interface SolveRequest {
  readonly puzzleId: string;
}
export type SolveReply = { readonly puzzleId: string; readonly moves: readonly unknown[] } | { readonly puzzleId: string; readonly error: string };

/** The solver tables this thread has loaded (from the disk cache the main thread filled at setup). */
const prepared = new Set<string>();

/**
 * A racer of a score game (walls) needs a layout, not the best one. The server's par search
 * (100M cells, about a second of CPU a board) run again here took most of a core of the
 * machine under test, on top of the server's own. One restart of the walls heat bath finds
 * a fair layout in a twentieth of that, as a person hands one in below par.
 */
const SCORE_RACER_NODES = 5_000_000;

/**
 * Moves that end the puzzle: for the finish games the server's own solution (core is
 * deterministic: its moves must solve the board); for a score game a short search's.
 */
function solve(puzzleId: string): SolveReply {
  const opened = openPuzzle(puzzleId);
  if (!opened.ok) return { puzzleId, error: opened.error.message };
  for (const key of prepareTablesFor(opened.value, defaultCacheDir(), prepared)) prepared.add(key);
  const budget = opened.value.rules.goal === 'score' ? { maxNodes: SCORE_RACER_NODES } : undefined;
  return { puzzleId, moves: solvePuzzle(opened.value, budget).solution };
}

/**
 * Below the event loops, as the server's solver threads, but above those (nice 19): racers
 * must not wait behind the server's backlog of pars for their moves. This thread's own work
 * is small now that walls layouts come from a short search (above).
 */
const NICE_INCREMENT = 10;
try {
  // On Linux a priority set from a thread applies to that thread alone, not the process.
  setPriority(Math.min(19, getPriority() + NICE_INCREMENT));
} catch {
  // Not permitted here: the thread runs at the normal priority.
}

parentPort?.on('message', (request: SolveRequest) => {
  try {
    parentPort?.postMessage(solve(request.puzzleId));
  } catch (error) {
    parentPort?.postMessage({ puzzleId: request.puzzleId, error: error instanceof Error ? error.message : String(error) });
  }
});
