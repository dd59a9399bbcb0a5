import { getPriority, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { openPuzzle, solvePuzzle } from '@gridrace/core';
import { defaultCacheDir, preparePatternDatabases } from '@gridrace/core/node';

export interface SolveRequest {
  readonly puzzleId: string;
}
export type SolveReply = { readonly puzzleId: string; readonly moves: readonly unknown[] } | { readonly puzzleId: string; readonly error: string };

let patternsReady = false;

/** The solution the server's own solver finds for the puzzle (core is deterministic): its par. */
function solve(puzzleId: string): SolveReply {
  const opened = openPuzzle(puzzleId);
  if (!opened.ok) return { puzzleId, error: opened.error.message };
  if (!patternsReady && opened.value.game === 'fifteen' && (opened.value.board as { size: number }).size >= 4) {
    // The 4x4 fifteen solver's tables, from the disk cache the main thread filled at setup.
    preparePatternDatabases(defaultCacheDir());
    patternsReady = true;
  }
  return { puzzleId, moves: solvePuzzle(opened.value).solution };
}

/** As the server does with its solver threads: on a shared machine, event loops get the CPU first. */
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
