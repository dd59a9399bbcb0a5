import type { RacerRun } from './racer-run.ts';

/** Where a stored run stood after one of its logged requests, at that request's server offset. */
export interface GhostStep {
  readonly atMs: number;
  readonly progress: number;
  readonly moves: number;
  readonly score: number;
  readonly remaining: number | null;
  /** What ranks it so far: for a `score` game, when its best score was first reached; else null. */
  readonly timeMs: number | null;
}

/** How the stored run ended: its status and result, at the offset of its end. */
export interface GhostEnd extends GhostStep {
  readonly runStatus: string;
}

/**
 * A ghost racer's script (docs/races.md#ghosts): a stored ranked run, replayed through the core
 * reducer once when the race is made, as the steps its log took at the run's own offsets.
 * Kept in the race as plain JSON, so any process can move the ghost on when its time comes.
 */
export interface GhostScript {
  /** The stored run the ghost replays. */
  readonly runId: string;
  readonly playerId: string;
  readonly steps: readonly GhostStep[];
  readonly end: GhostEnd;
}

/**
 * The member id of the race's `seat`-th ghost: never a player's id, so it cannot collide with one
 * or be rated; and not its run's id, which names the puzzle before "Go" (docs/fair-play.md).
 */
export const ghostMemberId = (seat: number): string => `ghost:${seat}`;

/** The ghost's run as the race keeps a racer's, `offsetMs` after the race's start at `startsAt`. */
export function ghostRun(script: GhostScript, startsAt: number, offsetMs: number): RacerRun {
  const base = { runId: script.runId, ranked: true };
  const { end } = script;
  if (offsetMs >= end.atMs) {
    return {
      ...base,
      runStatus: end.runStatus,
      progress: end.progress,
      moves: end.moves,
      score: end.score,
      remaining: end.remaining,
      finishMs: end.atMs,
      timeMs: end.timeMs,
      finishedAt: startsAt + end.atMs,
    };
  }
  const step = lastStepBy(script, offsetMs);
  return {
    ...base,
    runStatus: 'playing',
    progress: step?.progress ?? 0,
    moves: step?.moves ?? 0,
    score: step?.score ?? 0,
    remaining: step?.remaining ?? null,
    finishMs: null,
    timeMs: step?.timeMs ?? null,
    finishedAt: null,
  };
}

function lastStepBy(script: GhostScript, offsetMs: number): GhostStep | undefined {
  let found: GhostStep | undefined;
  for (const step of script.steps) {
    if (step.atMs > offsetMs) break;
    found = step;
  }
  return found;
}

/** The offset of the ghost's next change after `offsetMs` (a step, or its end); null once it ended. */
export function nextGhostChange(script: GhostScript, offsetMs: number): number | null {
  if (offsetMs >= script.end.atMs) return null;
  const next = script.steps.find((step) => step.atMs > offsetMs);
  return Math.min(next?.atMs ?? script.end.atMs, script.end.atMs);
}
