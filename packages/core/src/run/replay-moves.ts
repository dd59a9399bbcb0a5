import type { PlayState } from '../play.ts';
import type { Puzzle } from '../puzzles.ts';
import { foldLog, type FoldEntry } from './fold-log.ts';

/** A list of moves as log entries, each the next one. */
export const movesLog = (moves: readonly unknown[]): FoldEntry[] => moves.map((move) => ({ kind: 'move', move }));

/** Replays a list of untrusted moves from the start; stops at the first illegal one. */
export function replay<B>(puzzle: Puzzle<B>, moves: readonly unknown[]): { state: PlayState<B>; failure?: { index: number; code: string; message: string } } {
  const { run, failure } = foldLog(puzzle, movesLog(moves));
  return failure ? { state: run.state, failure: { index: failure.index, ...failure.problem } } : { state: run.state };
}
