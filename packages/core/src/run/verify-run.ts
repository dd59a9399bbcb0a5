import type { Puzzle } from '../puzzles.ts';
import { verifiesResult, type StoredResult } from './outcome.ts';
import { replayLog } from './replay-log.ts';
import type { LoggedRequest } from './run-request.ts';

/**
 * Re-verifies a stored run from the seed (docs/runs.md#verification): its log must replay through the rules
 * and give the stored result, and a solved run's time must be its solving move's stamp.
 */
export function verifyRun(puzzle: Puzzle, stored: StoredResult, log: readonly LoggedRequest[]): boolean {
  const replayed = replayLog(puzzle, log);
  if (replayed.failure) return false;
  if (replayed.state.moves !== stored.moves) return false;
  if (replayed.hints > 0 && stored.ranked) return false;
  const lastMove = log.filter((entry) => entry.kind !== 'hint').at(-1);
  return verifiesResult(puzzle, replayed, stored, lastMove?.atMs);
}
