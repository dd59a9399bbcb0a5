import type { AnyRules } from '../puzzle.ts';
import { histogramOf, intervalsOf, spreadOf, type IntervalBin } from './intervals.ts';

/**
 * Whether a whole run could have been played by a person (docs/fair-play.md#plausibility),
 * judged from its log's timing against what people do in its game and size (`humanPace`):
 *
 * - `faster_than_people`: solved in less time than the fastest people take on such a board;
 * - `sustained_fast`: its typical (median) interval is shorter than people keep up;
 * - `too_regular`: its intervals barely vary. People's vary a lot (they read the board, plan,
 *   then slide a burst, then stop to think); a script's, even one that waits, barely.
 *
 * The shape of the intervals is judged only on runs long enough to have one.
 */

/** Fewer intervals than this tell no shape: a short run is judged by its total time alone. */
export const MIN_INTERVALS_FOR_SHAPE = 15;
/**
 * The middle half of a person's intervals spreads over at least half their median, in our
 * tests' human logs and in the speed solvers' published per-move times alike; a script's, with
 * network jitter on top, over a few percent. A fifth leaves a wide margin either side.
 */
export const MIN_RELATIVE_SPREAD = 0.2;

export type PlausibilityCode = 'faster_than_people' | 'sustained_fast' | 'too_regular';

export interface PlausibilityReason {
  readonly code: PlausibilityCode | 'copied_log';
  readonly detail: string;
}

/** The evidence a moderator weighs (protocol `plausibilityEvidenceSchema`). */
export interface PlausibilityEvidence {
  readonly reasons: readonly PlausibilityReason[];
  readonly totalMs: number;
  readonly humanBestMs: number | null;
  readonly humanFloorMs: number;
  readonly intervals: readonly IntervalBin[];
  readonly copiedFrom: string | null;
}

export interface Plausibility {
  readonly plausible: boolean;
  readonly evidence: PlausibilityEvidence;
}

/** The puzzle as the judgement needs it: its game's rules, params, and par when known. */
export interface JudgedPuzzle {
  readonly rules: AnyRules;
  readonly params: unknown;
  readonly par: number | null;
}

/** A run as the judgement needs it: its log's offsets, and whether it ended solved. */
export interface JudgedRun {
  readonly log: readonly { readonly atMs: number }[];
  readonly solved: boolean;
}

export function judgeRun(puzzle: JudgedPuzzle, run: JudgedRun): Plausibility {
  const pace = puzzle.rules.humanPace;
  const humanFloorMs = pace.floorMs;
  const humanBestMs = pace.bestMs(puzzle.params, puzzle.par);
  const totalMs = Math.max(0, Math.round(run.log.at(-1)?.atMs ?? 0));
  const intervals = intervalsOf(run.log);
  const reasons: PlausibilityReason[] = [];

  if (run.solved && humanBestMs !== null && totalMs < humanBestMs) {
    reasons.push({ code: 'faster_than_people', detail: `Solved in ${totalMs} ms; the fastest people take ${humanBestMs} ms or more on such a board.` });
  }
  if (intervals.length >= MIN_INTERVALS_FOR_SHAPE) {
    const { q1, median, q3 } = spreadOf(intervals);
    if (median < humanFloorMs) {
      reasons.push({
        code: 'sustained_fast',
        detail: `A median of ${round(median)} ms between requests over ${intervals.length} of them; people keep up ${humanFloorMs} ms at best.`,
      });
    }
    const relativeSpread = median > 0 ? (q3 - q1) / median : 0;
    if (relativeSpread < MIN_RELATIVE_SPREAD) {
      reasons.push({
        code: 'too_regular',
        detail: `The middle half of ${intervals.length} intervals lies within ${round(q1)}-${round(q3)} ms around a median of ${round(median)} ms; people's vary far more.`,
      });
    }
  }
  return {
    plausible: reasons.length === 0,
    evidence: { reasons, totalMs, humanBestMs, humanFloorMs, intervals: histogramOf(intervals), copiedFrom: null },
  };
}

const round = (ms: number): number => Math.round(ms * 10) / 10;
