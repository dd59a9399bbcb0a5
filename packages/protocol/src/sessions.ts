import { z } from 'zod';
import { playerNameSchema } from './player-name.ts';

/** Shapes of sessions and personal API tokens (docs/accounts.md#sessions-and-tokens). */

const timestampSchema = z.iso.datetime().describe('An instant, ISO 8601 in UTC.');
const shortIdSchema = z
  .string()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/, 'an id is letters, digits, - and _');

/**
 * A cookie beside the session's, holding no secret: it tells the browser's scripts, which cannot
 * read the HttpOnly session cookie, that asking the server who they are is worth a request. A
 * first visit then makes no request that can only answer 401.
 */
export const SIGNED_IN_COOKIE = 'gridrace_signed_in';

export const tokenScopeSchema = z.enum(['read', 'play']).describe("`read`: the player's own data; `play`: everything that changes state (runs, moves, races, renaming).");
export type TokenScopeName = z.infer<typeof tokenScopeSchema>;

export const whoAmIResponseSchema = z
  .object({
    player: z.object({
      id: z.string().describe("The player's public id."),
      name: z.string().describe("The name shown everywhere: an account's handle, or a guest's name."),
      createdAt: timestampSchema.describe('When the player was created (as a guest, for an account that was one).'),
    }),
    kind: z.enum(['guest', 'account']).describe('`account` once the player has one (signed in); `guest` before.'),
    via: z.enum(['session', 'guest', 'token']).describe("How this request proved it: the browser's session cookie, a guest's token, or a personal API token."),
    scopes: z.array(tokenScopeSchema).describe('What this request may do as the player.'),
    sessionId: z.string().nullable().describe('The session of a request signed by the cookie (the one `current` in the list of sessions); null otherwise.'),
    moderator: z.boolean().describe('Whether the player is a moderator (docs/fair-play.md#moderation): the web app then shows the moderation pages.'),
  })
  .meta({ id: 'WhoAmI', description: 'Who a request acts as, and how.' });
export type WhoAmI = z.infer<typeof whoAmIResponseSchema>;

export const sessionInfoSchema = z
  .object({
    id: z.string().describe('The session id (not its secret): DELETE /api/v1/account/sessions/{id} ends it.'),
    device: z.string().describe('The browser and system it was started on, as its User-Agent named them ("Firefox on Linux").'),
    address: z.string().describe('The client address it was last seen from.'),
    createdAt: timestampSchema.describe('When it was started (signed in).'),
    lastSeenAt: timestampSchema.describe('When it was last used (written at most once a minute).'),
    current: z.boolean().describe('Whether it is the session this request was signed by.'),
  })
  .meta({ id: 'Session', description: "A browser's sign-in to the account." });
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const sessionsResponseSchema = z.object({ sessions: z.array(sessionInfoSchema).describe('The live sessions, latest seen first (100 at most).') });

export const sessionParamsSchema = z.object({ id: shortIdSchema.describe('A session id, as the list of sessions gives it.') });

export const signOutEverywhereResponseSchema = z.object({
  ended: z.number().int().min(0).describe("How many sessions were ended (this request's own is kept)."),
});

/** What a token is for, to recognise it in the list: cleaned and bounded as a player's name is (`playerNameSchema`). */
export const apiTokenNameSchema = playerNameSchema;

export const createApiTokenBodySchema = z.strictObject({
  name: apiTokenNameSchema,
  scopes: z.array(tokenScopeSchema).min(1).max(2).describe("`['read']`, or `['read', 'play']`: `play` always comes with `read` (a token that plays may read what it played)."),
});

export const apiTokenInfoSchema = z
  .object({
    id: z.string().describe('The token id (not the token): DELETE /api/v1/account/tokens/{id} revokes it.'),
    name: z.string().describe('What it is for.'),
    scopes: z.array(tokenScopeSchema).describe('What it may do.'),
    createdAt: timestampSchema.describe('When it was made.'),
    lastUsedAt: timestampSchema.nullable().describe('When it was last used (written at most once a minute); null: never.'),
  })
  .meta({ id: 'ApiToken', description: 'A personal API token, without its secret.' });
export type ApiTokenInfo = z.infer<typeof apiTokenInfoSchema>;

export const createApiTokenResponseSchema = z.object({
  apiToken: apiTokenInfoSchema,
  token: z.string().describe('The token, `grt_…`: send it as `Authorization: Bearer <token>` (REST) or `auth: {token}` (Socket.IO). It is shown only once.'),
});

export const apiTokensResponseSchema = z.object({ tokens: z.array(apiTokenInfoSchema).describe('The live tokens, newest first (20 at most).') });

export const apiTokenParamsSchema = z.object({ id: shortIdSchema.describe('A token id, as the list of tokens gives it.') });

export const signOutResponseSchema = z.object({ ended: z.boolean().describe('Whether a live session was ended.') });
export const endSessionResponseSchema = z.object({ ended: z.literal(true).describe('The session was live and is ended.') });
export const revokeApiTokenResponseSchema = z.object({ revoked: z.literal(true).describe('The token was live and is revoked.') });
