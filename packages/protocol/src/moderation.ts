import { z } from 'zod';
import { plausibilityEvidenceSchema, runReviewStatusSchema } from './fair-play.ts';
import { playerRefSchema, runSummarySchema } from './rest.ts';

/**
 * Moderation's shapes (docs/fair-play.md#moderation): players' reports, the moderators' review
 * queue with its evidence, their actions and the audit log of every action.
 */

const timestampSchema = z.iso.datetime().describe('An instant, ISO 8601 in UTC.');
const idSchema = z.string().min(1).max(64);

/** The longest free text a report or an action's reason may carry. */
export const MODERATION_TEXT_MAX = 500;

/** Why a player reports: a short list, so that the queue can be read at a glance. */
export const REPORT_REASONS = ['program', 'copied', 'name', 'other'] as const;
export const reportReasonSchema = z
  .enum(REPORT_REASONS)
  .describe("`program`: played by a program or with help; `copied`: repeats another's replay; `name`: an offensive name; `other`: see the note.");
export type ReportReason = z.output<typeof reportReasonSchema>;

export const reportSubjectKindSchema = z.enum(['run', 'player']).describe('What is reported: a run (its replay page) or a player (their page).');
export type ReportSubjectKind = z.output<typeof reportSubjectKindSchema>;

export const createReportBodySchema = z.strictObject({
  subjectKind: reportSubjectKindSchema,
  subjectId: idSchema.describe('The run id or the player id.'),
  reason: reportReasonSchema,
  note: z.string().trim().max(MODERATION_TEXT_MAX).optional().describe(`What the moderators should look at, at most ${MODERATION_TEXT_MAX} characters.`),
});
export type CreateReportBody = z.input<typeof createReportBodySchema>;

export const reportSchema = z
  .object({
    id: z.string(),
    subjectKind: reportSubjectKindSchema,
    subjectId: z.string(),
    reason: reportReasonSchema,
    note: z.string().describe("The reporter's words; empty when none."),
    createdAt: timestampSchema,
  })
  .meta({ id: 'Report', description: "A player's report of a run or a player, until a moderator handles it." });
export type Report = z.output<typeof reportSchema>;
export const createReportResponseSchema = z.object({ report: reportSchema });

/** Actions on a run, on a player, and on a report. */
export const RUN_ACTIONS = ['clear', 'void'] as const;
export const PLAYER_ACTIONS = ['restrict', 'hide', 'reset_name'] as const;
export const moderationActionSchema = z
  .enum([...RUN_ACTIONS, ...PLAYER_ACTIONS, 'dismiss', 'moderator_added', 'moderator_removed'])
  .describe(
    "`clear`: a flag found fair; `void`: a run off every board for good; `restrict`: a player's runs stop ranking and rating; `hide`: a player off every board; `reset_name`: a neutral name; `dismiss`: a report without action; `moderator_added`/`moderator_removed`: the operator's.",
  );
export type ModerationAction = z.output<typeof moderationActionSchema>;
export type RunAction = (typeof RUN_ACTIONS)[number];
export type PlayerAction = (typeof PLAYER_ACTIONS)[number];

export const runActionParamsSchema = z.strictObject({
  runId: idSchema.describe('The run acted on.'),
  action: z.enum(RUN_ACTIONS).describe('`clear` or `void`.'),
});
export const playerActionParamsSchema = z.strictObject({
  playerId: idSchema.describe('The player acted on.'),
  action: z.enum(PLAYER_ACTIONS).describe('`restrict`, `hide` or `reset_name`.'),
});
export const reportParamsSchema = z.strictObject({ reportId: idSchema.describe('The report, as the queue lists it.') });
export const moderationActionBodySchema = z.strictObject({
  reason: z.string().trim().min(1).max(MODERATION_TEXT_MAX).describe(`Why, for the audit log: 1 to ${MODERATION_TEXT_MAX} characters.`),
});

export const moderationSubjectSchema = z.enum(['run', 'player', 'report']);
export const moderationLogEntrySchema = z
  .object({
    id: z.string(),
    moderator: z.object({ id: z.string(), name: z.string() }).describe("Who acted (`operator` for the operator's naming of moderators)."),
    action: moderationActionSchema,
    subjectKind: moderationSubjectSchema,
    subjectId: z.string(),
    subjectPlayer: playerRefSchema.nullable().describe("The player concerned: the one acted on, or the run's; null for a report, or one gone."),
    reason: z.string(),
    at: timestampSchema,
  })
  .meta({ id: 'ModerationLogEntry', description: 'One moderator action: who, what, on whom, why and when.' });
export type ModerationLogEntry = z.output<typeof moderationLogEntrySchema>;
export const moderationActionResponseSchema = z.object({ entry: moderationLogEntrySchema });

/** A page cursor: opaque to clients, handed back as `next`. */
const cursorSchema = z.string().max(200).describe('The `next` of the page before; absent for the first page.');
const limitSchema = (max: number) => z.coerce.number().int().min(1).max(max).default(max).describe(`Items per page, at most ${max}.`);

export const QUEUE_PAGE_MAX = 20;
export const LOG_PAGE_MAX = 50;

export const queueQuerySchema = z.strictObject({
  order: z.enum(['newest', 'oldest']).default('oldest').describe('Oldest first (default: the longest waiting) or newest first.'),
  cursor: cursorSchema.optional(),
  limit: limitSchema(QUEUE_PAGE_MAX),
});
export const logQuerySchema = z.strictObject({
  subjectKind: moderationSubjectSchema.optional().describe('With `subjectId`: only the actions on this run, player or report.'),
  subjectId: idSchema.optional().describe('With `subjectKind`: only the actions on this run, player or report.'),
  cursor: cursorSchema.optional(),
  limit: limitSchema(LOG_PAGE_MAX),
});

export const queueOtherItemSchema = z.object({
  kind: z.enum(['flag', 'report']),
  id: z.string().describe('The flagged run id, or the report id.'),
  at: timestampSchema,
});

export const queueItemSchema = z
  .object({
    kind: z.enum(['flag', 'report']).describe("`flag`: a run the fair-play check flagged; `report`: a player's report."),
    id: z.string().describe('The flagged run id, or the report id.'),
    at: timestampSchema.describe('When it was flagged or reported.'),
    player: playerRefSchema.nullable().describe("The player concerned (the run's, or the one reported); null when gone."),
    moderator: z.boolean().describe('Whether that player is a moderator.'),
    restricted: z.boolean(),
    hidden: z.boolean(),
    run: runSummarySchema.nullable().describe('The run concerned, null for a report of a player.'),
    review: runReviewStatusSchema.nullable().describe("The run's review: null when never flagged."),
    flagReason: z.string().nullable().describe('Why the run was flagged, for a flag.'),
    evidence: plausibilityEvidenceSchema.nullable().describe("The run's plausibility evidence, where the check kept it."),
    report: z.object({ reason: reportReasonSchema, note: z.string(), reporter: playerRefSchema.nullable() }).nullable().describe('The report, for a report.'),
    others: z.array(queueOtherItemSchema).describe("The player's other open items (at most 10)."),
  })
  .meta({ id: 'ModerationQueueItem', description: 'A flagged run or an open report, with its evidence.' });
export type QueueItem = z.output<typeof queueItemSchema>;
export const queuePageSchema = z.object({ items: z.array(queueItemSchema), next: z.string().nullable().describe('The cursor of the next page; null at the end.') });
export type QueuePage = z.output<typeof queuePageSchema>;
export const logPageSchema = z.object({ entries: z.array(moderationLogEntrySchema), next: z.string().nullable() });
export type LogPage = z.output<typeof logPageSchema>;

/** The operator's naming of moderators. */
export const moderatorParamsSchema = z.strictObject({ handle: z.string().min(1).max(64).describe("An account's handle.") });
export const moderatorResponseSchema = z.object({
  player: playerRefSchema,
  moderator: z.boolean(),
});
