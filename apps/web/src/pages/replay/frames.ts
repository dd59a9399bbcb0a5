import { applyRequest, requestOf, startState, type PlayState, type Puzzle } from '@gridrace/core';

export interface Frame {
  readonly state: PlayState;
  /** Server offset of the request that made this frame (0 for the start). */
  readonly atMs: number;
  readonly kind: 'start' | 'move' | 'undo' | 'hint';
}

/** Every state of a stored run, from the seed, by the core rules: what the replay steps through. */
export function framesOf(puzzle: Puzzle, log: readonly { kind: 'move' | 'undo' | 'hint'; move: unknown; atMs: number }[]): Frame[] {
  const frames: Frame[] = [{ state: startState(puzzle), atMs: 0, kind: 'start' }];
  for (const entry of log) {
    const last = frames[frames.length - 1] as Frame;
    const next = applyRequest(puzzle, last.state, requestOf(entry));
    frames.push({ state: next.ok ? next.value : last.state, atMs: entry.atMs, kind: entry.kind });
  }
  return frames;
}

/** How long to wait before showing frame `index + 1` at `speed`: the real pause, capped so idle stretches do not bore. */
export function delayAfter(frames: readonly Frame[], index: number, speed: number, capMs = 1500): number {
  const here = frames[index];
  const next = frames[index + 1];
  if (!here || !next) return 0;
  return Math.min(capMs, Math.max(0, next.atMs - here.atMs)) / speed;
}
