import { z } from 'zod';

/**
 * Fair play's shared shapes (docs/fair-play.md): a run's review and the evidence of the
 * plausibility judgement, which the run's API, the moderators' queue and their pages show.
 */

/** `flagged`: under review, counting nowhere; `cleared`: a moderator found it fair; `voided`: taken off for good. */
export const runReviewStatusSchema = z.enum(['flagged', 'cleared', 'voided']).describe("Where the run's review stands.");
export type RunReviewStatus = z.output<typeof runReviewStatusSchema>;

/** One bar of the histogram of intervals between a run's requests: `[fromMs, toMs)`, `toMs` null for the last, open bar. */
export const intervalBinSchema = z.strictObject({
  fromMs: z.number().int().min(0),
  toMs: z.number().int().min(0).nullable(),
  count: z.number().int().min(0),
});
export type IntervalBin = z.output<typeof intervalBinSchema>;

/** Why a run is implausible for a person: a code for programs, and a sentence for people (English). */
export const plausibilityReasonSchema = z.strictObject({
  code: z.string().describe('e.g. `faster_than_people`, `too_regular`, `sustained_fast`, `copied_log`.'),
  detail: z.string().describe('The reason in a sentence, with its figures.'),
});
export type PlausibilityReason = z.output<typeof plausibilityReasonSchema>;

/** The evidence a moderator weighs: the run's whole timing against what people do in its game and size. */
export const plausibilityEvidenceSchema = z
  .strictObject({
    reasons: z.array(plausibilityReasonSchema),
    /** The run's time from its start to its last request. */
    totalMs: z.number().int().min(0),
    /** The fastest time people are known to take on this game and size (a published ceiling), or null when none applies. */
    humanBestMs: z.number().int().min(0).nullable(),
    /** The shortest typical interval between requests that people keep up in this game. */
    humanFloorMs: z.number().int().min(0),
    /** The histogram of intervals between the run's requests. */
    intervals: z.array(intervalBinSchema),
    /** The earlier run of another player whose moves this run repeats, or null. */
    copiedFrom: z.string().nullable(),
  })
  .meta({ id: 'PlausibilityEvidence', description: "What the fair-play check found in a run's timing and moves." });
export type PlausibilityEvidence = z.output<typeof plausibilityEvidenceSchema>;
