import type { Reason } from '@gridrace/core';
import { z } from 'zod';

/**
 * Error codes the server sends, over REST and Socket.IO alike (colyseus `Protocol.ts`
 * style: one `as const` table that server and clients share). Rule rejections from
 * `@gridrace/core` (e.g. `invalid_move`, `nothing_to_undo`) pass through with their own
 * codes, so the wire type is an open string.
 */
export const ErrorCode = {
  BadRequest: 'bad_request',
  InvalidPayload: 'invalid_payload',
  InvalidPuzzleId: 'invalid_puzzle_id',
  InvalidStatsKind: 'invalid_stats_kind',
  InvalidMove: 'invalid_move',
  IllegalMove: 'illegal_move',
  NothingToUndo: 'nothing_to_undo',
  NotFound: 'not_found',
  RunNotFound: 'run_not_found',
  PlayerNotFound: 'player_not_found',
  Unauthorized: 'unauthorized',
  Forbidden: 'forbidden',
  /** A personal API token without the scope the request needs (docs/accounts.md#tokens). */
  InsufficientScope: 'insufficient_scope',
  /** A state-changing request signed by the session cookie without this server's own `Origin`. */
  CrossSiteRequest: 'cross_site_request',
  /** What only an account may do (list sessions, make tokens), asked by a guest. */
  AccountRequired: 'account_required',
  TooManyTokens: 'too_many_tokens',
  SessionNotFound: 'session_not_found',
  TokenNotFound: 'token_not_found',
  StaleSeq: 'stale_seq',
  RunOver: 'run_over',
  TimeUp: 'time_up',
  RunTooLong: 'run_too_long',
  RateLimited: 'rate_limited',
  PayloadTooLarge: 'payload_too_large',
  UriTooLong: 'uri_too_long',
  Unavailable: 'unavailable',
  Conflict: 'conflict',
  InvalidDeviceCode: 'invalid_device_code',
  IdentityInUse: 'identity_in_use',
  AuthFlowExpired: 'auth_flow_expired',
  PasskeysNeedADomain: 'passkeys_need_a_domain',
  PasskeyNotVerified: 'passkey_not_verified',
  PasskeyNotFound: 'passkey_not_found',
  TooManyPasskeys: 'too_many_passkeys',
  LastSignInMethod: 'last_sign_in_method',
  HandleTaken: 'handle_taken',
  InvalidHandle: 'invalid_handle',
  RegistrationClosed: 'registration_closed',
  InviteRequired: 'invite_required',
  InvalidInvite: 'invalid_invite',
  /** A reporter's open report of the same run or player (docs/fair-play.md#reports). */
  AlreadyReported: 'already_reported',
  /** What only a moderator may do (the review queue, actions, the audit log). */
  ModeratorRequired: 'moderator_required',
  /** Reporting oneself, or a moderator acting on their own runs or account. */
  OwnSubject: 'own_subject',
  /** A moderator action that does not fit the subject's state (clearing a voided run). */
  ReviewConflict: 'review_conflict',
  Internal: 'internal_error',
} as const;
export type KnownErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** HTTP status of each code the REST API sends. */
export const HTTP_STATUS: Readonly<Record<KnownErrorCode, number>> = {
  bad_request: 400,
  invalid_payload: 400,
  invalid_puzzle_id: 400,
  invalid_stats_kind: 400,
  invalid_move: 400,
  illegal_move: 400,
  nothing_to_undo: 409,
  not_found: 404,
  run_not_found: 404,
  player_not_found: 404,
  unauthorized: 401,
  forbidden: 403,
  insufficient_scope: 403,
  cross_site_request: 403,
  account_required: 403,
  too_many_tokens: 409,
  session_not_found: 404,
  token_not_found: 404,
  stale_seq: 409,
  run_over: 409,
  time_up: 409,
  run_too_long: 409,
  rate_limited: 429,
  payload_too_large: 413,
  uri_too_long: 414,
  unavailable: 503,
  conflict: 409,
  invalid_device_code: 400,
  identity_in_use: 409,
  auth_flow_expired: 400,
  passkeys_need_a_domain: 400,
  passkey_not_verified: 400,
  passkey_not_found: 404,
  too_many_passkeys: 409,
  last_sign_in_method: 409,
  handle_taken: 409,
  invalid_handle: 400,
  registration_closed: 403,
  invite_required: 403,
  invalid_invite: 403,
  already_reported: 409,
  moderator_required: 403,
  own_subject: 403,
  review_conflict: 409,
  internal_error: 500,
};

export const problemSchema = z.object({
  code: z.string().describe(`What went wrong, for programs: one of ${Object.values(ErrorCode).join(', ')}; a refused move passes on the rules' own code (e.g. invalid_move).`),
  message: z.string().describe('What went wrong, for people: names the field or value at fault and what is taken instead.'),
  reason: (
    z.object({
      key: z.string().describe('Which case of `code` this is (e.g. `daily.before_first_day`).'),
      values: z
        .record(z.string(), z.union([z.string(), z.number()]))
        .optional()
        .describe('What its sentence names (a date, a count).'),
    }) satisfies z.ZodType<Reason>
  )
    .optional()
    .describe("Some refusals only: the same as `message`, as data, so that a client can say it in its player's language."),
  retryAfterMs: z.number().int().min(0).optional().describe('`rate_limited` only: how long to wait, in milliseconds, before the same request can be taken.'),
});
export type Problem = z.infer<typeof problemSchema>;

/** The body of every REST error (docs/protocol.md#errors). */
export const errorBodySchema = z
  .object({ error: problemSchema })
  .meta({ id: 'Error', description: 'Every refusal and failure, whatever the route or status: `{error: {code, message}}`.' });
export type ErrorBody = z.infer<typeof errorBodySchema>;
