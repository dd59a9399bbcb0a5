import { z } from 'zod';
import { Limits } from './limits.ts';
import { runSummarySchema } from './rest.ts';
import { playerGameStatsSchema } from './stats.ts';

/** Shapes of accounts' routes that are not sessions' or sign-ins' (docs/accounts.md): handles, invitations, export, deletion. */

const instant = z.iso.datetime().describe('An instant, ISO 8601 in UTC.');
export const REGISTRATIONS = ['open', 'invite', 'closed'] as const;
export const registrationSchema = z.enum(REGISTRATIONS).describe('Who may create an account here: anyone (open), with an invitation code (invite), nobody new (closed).');

/** `GET /api/v1/handles/{handle}`: the handle asked about, as written (any text: the answer says what is wrong with it). */
export const handleParamsSchema = z.strictObject({
  handle: z
    .string()
    .min(1)
    .max(Limits.handle.max * 8)
    .describe('A handle one would like, as typed.'),
});
export const handleStateResponseSchema = z
  .object({
    handle: z.string().describe('The handle as it would be stored (NFC), or as asked when it is no handle.'),
    available: z.boolean().describe('Whether an account could take it now: a handle, and nobody has it or one that looks the same (case, Unicode confusables).'),
    problem: z.string().nullable().describe('Why it is not available, for people; null when it is.'),
    registration: registrationSchema,
  })
  .meta({ id: 'HandleState', description: 'Whether a handle is free, for a sign-up form as one types.' });

/** `POST /api/v1/invites` (the operator's): a new invitation code. */
export const createInviteBodySchema = z.strictObject({
  validForDays: z.number().int().min(1).max(365).default(30).describe('Days the code can be used in, 1 to 365 (30 when left out).'),
});
export const inviteResponseSchema = z
  .object({
    code: z.string().describe('The invitation code: shown once (only its hash is kept), good for one account.'),
    expiresAt: instant.describe('When the code stops working, used or not.'),
  })
  .meta({ id: 'Invite', description: 'An invitation to create one account, under REGISTRATION=invite.' });

/** `DELETE /api/v1/account`: the handle typed again, so that nobody deletes an account by a slip. */
export const deleteAccountBodySchema = z.strictObject({
  handle: z
    .string()
    .min(1)
    .max(Limits.handle.max * 8)
    .describe("The account's handle, typed again to confirm (compared as handles are: case and look-alikes aside)."),
});

export const deletedAccountResponseSchema = z.object({
  player: z.object({ id: z.string().describe('The id its runs keep.'), name: z.string().describe('The name they are shown under from now on: `deleted player`.') }),
});

const exportLogEntrySchema = z.object({
  seq: z.number().int(),
  kind: z.enum(['move', 'undo', 'hint']),
  move: z.unknown().describe("The game's move as JSON (for a hint, the move shown); null for an undo."),
  atMs: z.number().int().describe('Milliseconds after the run started.'),
});
export const exportRunSchema = runSummarySchema
  .extend({
    timeLimitMs: z.number().int().nullable().describe('The run’s time limit; null: none.'),
    remaining: z.number().nullable().describe('`same`: blocks left at the end.'),
    log: z.array(exportLogEntrySchema).describe('Every request of the run, in order: its replay.'),
  })
  .meta({ id: 'ExportedRun', description: 'One of the player’s runs, with its whole log.' });

/**
 * `GET /api/v1/account/export`: everything the server keeps of a player's own, as one JSON document (streamed).
 */
export const accountExportSchema = z
  .object({
    format: z.literal('gridrace-account-export'),
    version: z.literal(1),
    exportedAt: instant,
    player: z.object({
      id: z.string(),
      name: z.string().describe('The handle, as written.'),
      createdAt: instant.describe('When the player (first a guest, maybe) was created.'),
      accountAt: instant.describe('When it became an account.'),
    }),
    ratings: z
      .array(
        z.object({
          game: z.string(),
          rating: z.number(),
          deviation: z.number(),
          volatility: z.number(),
          games: z.number().int(),
          updatedAt: instant,
          history: z.array(z.object({ at: instant, rating: z.number(), deviation: z.number() })).describe('After each rated race, oldest first.'),
        }),
      )
      .describe('Glicko-2 ratings, one per game played in rated races, with their whole history.'),
    statistics: z.array(playerGameStatsSchema).describe('The statistics of every kind of board played, as GET /api/v1/players/{id}/stats tells one.'),
    journeys: z.array(z.object({ game: z.string(), levelsDone: z.array(z.number().int()) })).describe('The journey levels completed, per game.'),
    runs: z.array(exportRunSchema).describe('Every run, newest first, with its log.'),
  })
  .meta({ id: 'AccountExport', description: "Everything of a player's own: profile, ratings and their history, statistics, journeys, runs with their logs." });
export type AccountExport = z.output<typeof accountExportSchema>;
