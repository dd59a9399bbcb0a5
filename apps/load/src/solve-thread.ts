import { getPriority, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { racerLine, type RacerLine } from './racer-line.ts';

export interface SolveRequest {
  readonly puzzleId: string;
}
export type { RacerLine };
export type SolveReply = ({ readonly puzzleId: string } & RacerLine) | { readonly puzzleId: string; readonly error: string };

/** The solver tables this thread has loaded (from the disk cache the main thread filled at setup). */
const prepared = new Set<string>();

/**
 * Below the event loops, as the server's solver threads, but above those (nice 19): racers
 * must not wait behind the server's backlog of pars for their moves. This thread's own work
 * is small: its lines come from short searches where the game allows (`racer-line.ts`).
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
    parentPort?.postMessage({ puzzleId: request.puzzleId, ...racerLine(request.puzzleId, prepared) });
  } catch (error) {
    parentPort?.postMessage({ puzzleId: request.puzzleId, error: error instanceof Error ? error.message : String(error) });
  }
});
