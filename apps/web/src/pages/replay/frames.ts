import { foldLog, startState, type PlayState, type Puzzle } from '@gridrace/core';

export interface Frame {
  readonly state: PlayState;
  /** Server offset of the request that made this frame (0 for the start). */
  readonly atMs: number;
  readonly kind: 'start' | 'move' | 'undo' | 'hint';
}

/**
 * Every state of a stored run, from the seed, by the core rules: what the replay steps through.
 * An entry the rules refuse shows the board as it was (a replay shows the log, it does not judge it).
 */
export function framesOf(puzzle: Puzzle, log: readonly { kind: 'move' | 'undo' | 'hint'; move: unknown; atMs: number }[]): Frame[] {
  const frames: Frame[] = [{ state: startState(puzzle), atMs: 0, kind: 'start' }];
  foldLog(puzzle, log, {
    refused: 'skip',
    onStep: (run, entry) => {
      frames.push({ state: run.state, atMs: entry.atMs, kind: entry.kind });
    },
  });
  return frames;
}

/** How long to wait before showing frame `index + 1` at `speed`: the real pause, capped so idle stretches do not bore. */
export function delayAfter(frames: readonly Frame[], index: number, speed: number, capMs = 1500): number {
  const here = frames[index];
  const next = frames[index + 1];
  if (!here || !next) return 0;
  return Math.min(capMs, Math.max(0, next.atMs - here.atMs)) / speed;
}
