import { rngFromSeed, type Rng } from '../random/rng.ts';

/** Logs of runs, as offsets from their start, for the plausibility judgement's tests. */

/** Offsets of a log whose intervals are `intervals`, the first request at `firstAtMs`. */
export function logOf(intervals: readonly number[], firstAtMs: number): { atMs: number }[] {
  const log = [{ atMs: firstAtMs }];
  for (const interval of intervals) log.push({ atMs: log.at(-1)!.atMs + interval });
  return log;
}

/** A log-normal-like draw around `medianMs`: a person's intervals are skewed, with a long tail of thinking. */
function skewed(rng: Rng, medianMs: number, spread: number): number {
  // A sum of uniforms is near-normal; its exponent skews it as people's reaction times are.
  const normal = (rng.int(0, 1000) + rng.int(0, 1000) + rng.int(0, 1000) - 1500) / 500;
  return Math.round(medianMs * Math.exp(spread * normal));
}

export interface HumanProfile {
  /** The typical interval inside a burst of moves. */
  readonly burstMs: number;
  /** How many requests a burst lasts, at most. */
  readonly burstLength: number;
  /** The typical pause to think between bursts. */
  readonly pauseMs: number;
}

/** A person's intervals: bursts of moves at a skewed pace, and pauses to think between them. */
export function humanIntervals(seed: string, count: number, profile: HumanProfile): number[] {
  const rng = rngFromSeed(seed, 'human-log');
  const intervals: number[] = [];
  while (intervals.length < count) {
    const burst = rng.int(2, profile.burstLength);
    for (let i = 0; i < burst && intervals.length < count; i += 1) intervals.push(skewed(rng, profile.burstMs, 0.35));
    if (intervals.length < count) intervals.push(skewed(rng, profile.pauseMs, 0.5));
  }
  return intervals;
}

/** People as fast as they come on each kind of board, and as most of them play. */
export const HUMAN_PROFILES = {
  recordSolver: { burstMs: 45, burstLength: 12, pauseMs: 160 },
  fastKeyboard: { burstMs: 85, burstLength: 8, pauseMs: 400 },
  casual: { burstMs: 350, burstLength: 5, pauseMs: 2_500 },
  fastClicker: { burstMs: 140, burstLength: 6, pauseMs: 700 },
  thinker: { burstMs: 900, burstLength: 3, pauseMs: 6_000 },
} as const satisfies Record<string, HumanProfile>;
