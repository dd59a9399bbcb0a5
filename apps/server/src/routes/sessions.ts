import {
  ErrorCode,
  endSessionResponseSchema,
  signOutResponseSchema,
  sessionParamsSchema,
  sessionsResponseSchema,
  signOutEverywhereResponseSchema,
  whoAmIResponseSchema,
  type SessionInfo,
  type WhoAmI,
} from '@gridrace/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestCaller, type Caller } from '../accounts/caller.ts';
import { errors } from '../http/error-responses.ts';
import { ok } from '../openapi/ok.ts';
import { HttpProblem } from '../problem.ts';
import type { SessionRecord } from '../store/sessions-store.ts';

const iso = (at: number) => new Date(at).toISOString();

/** Either proof: the session cookie or a Bearer token. */
export const EITHER: { [scheme: string]: string[] }[] = [{ session: [] }, { bearer: [] }];

export const whoAmI = (caller: Caller, moderator: boolean): WhoAmI => ({
  player: { id: caller.player.id, name: caller.player.name, createdAt: iso(caller.player.createdAt) },
  kind: caller.player.accountAt === null ? 'guest' : 'account',
  via: caller.via,
  scopes: [...caller.scopes],
  sessionId: caller.sessionId,
  moderator,
});

const sessionInfo = (session: SessionRecord, current: string | null): SessionInfo => ({
  id: session.id,
  device: session.device,
  address: session.address,
  createdAt: iso(session.createdAt),
  lastSeenAt: iso(session.lastSeenAt),
  current: session.id === current,
});

/**
 * The caller of a route that manages an account's sign-ins (its sessions, its tokens): an account
 * (a guest has none to manage), signed in in this browser. A personal API token cannot manage
 * them, so a leaked one cannot make others, nor sign its owner out.
 */
export async function accountInBrowser(fastify: FastifyInstance, request: FastifyRequest, doing: string): Promise<Caller & { sessionId: string }> {
  const caller = await requestCaller(fastify, request);
  if (!caller) throw new HttpProblem(ErrorCode.Unauthorized, `Sign in to ${doing}.`);
  if (caller.player.accountAt === null)
    throw new HttpProblem(ErrorCode.AccountRequired, `Only an account can ${doing}: a guest has no sign-ins to manage. Create an account to keep your progress first.`);
  if (caller.sessionId === null) throw new HttpProblem(ErrorCode.Forbidden, `Only a signed-in browser (the session cookie) can ${doing}, not a token.`);
  return caller as Caller & { sessionId: string };
}

/** Who this browser is, sign out, and the account's sessions (docs/accounts.md#sessions). */
const sessions: FastifyPluginAsyncZod = async (fastify) => {
  const { sessions: service } = fastify.services;

  fastify.get(
    '/session',
    {
      schema: {
        summary: 'Who this request acts as: the signed-in browser, a guest token or a personal API token',
        description:
          'The player a request acts as, whether a guest or an account, and how it proved it: the session cookie a browser holds once signed in, or a Bearer token. ' +
          'A browser with no guest token asks this to learn who it is. Without either: 401.',
        operationId: 'getSession',
        tags: ['accounts'],
        security: EITHER,
        response: { 200: ok('Who the request acts as.', whoAmIResponseSchema), ...errors(401, 429) },
      },
    },
    async (request) => {
      const caller = await requestCaller(fastify, request);
      if (!caller) throw new HttpProblem(ErrorCode.Unauthorized, 'Not signed in: no session cookie names a live session, and no token was sent.');
      return whoAmI(caller, await fastify.services.store.isModerator(caller.player.id));
    },
  );

  fastify.delete(
    '/session',
    {
      schema: {
        summary: 'Sign this browser out: end its session, clear its cookie, disconnect its sockets',
        description:
          'Ends the session the cookie names (its sockets, on every server process, are disconnected at once) and clears the cookie. Signed out already: `ended` is false, the cookie is cleared all the same. ' +
          "A request with the cookie must come from this server's pages (`Origin`), as every state-changing request signed by the cookie must. A token is revoked on its own route, not here.",
        operationId: 'signOut',
        tags: ['accounts'],
        security: [{ session: [] }, {}],
        response: { 200: ok('Whether a session was ended.', signOutResponseSchema), ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const caller = await requestCaller(fastify, request);
      if (caller && caller.sessionId === null)
        throw new HttpProblem(ErrorCode.BadRequest, 'Signing out ends a browser session; a token is revoked with DELETE /api/v1/account/tokens/{id}.');
      service.clearCookie(request, reply);
      return { ended: caller ? await service.end(caller.player.id, caller.sessionId!) : false };
    },
  );

  fastify.get(
    '/account/sessions',
    {
      schema: {
        summary: "The account's live sessions: each browser signed in, where and when last seen",
        description:
          'Every session not ended and used within the idle timeout, latest seen first (100 at most): the device (browser and system), the address and when it was last seen; `current` marks this browser. ' +
          'An account only, signed in in this browser (the session cookie): a guest gets 403 `account_required`, a token 403 `forbidden`.',
        operationId: 'listSessions',
        tags: ['accounts'],
        security: [{ session: [] }],
        response: { 200: ok('The live sessions.', sessionsResponseSchema), ...errors(401, 403, 429) },
      },
    },
    async (request) => {
      const caller = await accountInBrowser(fastify, request, 'list its sessions');
      return { sessions: (await service.list(caller.player.id)).map((session) => sessionInfo(session, caller.sessionId)) };
    },
  );

  fastify.delete(
    '/account/sessions/:id',
    {
      schema: {
        summary: 'Sign one of the account’s sessions out',
        description: 'Ends the session (this browser’s own too, when named) and disconnects its sockets at once, on every server process. Not a live session of this account: 404.',
        operationId: 'endSession',
        tags: ['accounts'],
        security: [{ session: [] }],
        params: sessionParamsSchema,
        response: { 200: ok('The session was ended.', endSessionResponseSchema), ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const caller = await accountInBrowser(fastify, request, 'sign its sessions out');
      if (!(await service.end(caller.player.id, request.params.id))) throw new HttpProblem(ErrorCode.SessionNotFound, `No live session ${request.params.id} of this account.`);
      if (request.params.id === caller.sessionId) service.clearCookie(request, reply);
      return { ended: true as const };
    },
  );

  fastify.post(
    '/account/sessions/sign-out-everywhere',
    {
      schema: {
        summary: 'Sign out everywhere else: end every other session of the account',
        description:
          'Ends every session of the account except the one asking (this browser stays signed in, and can see that the list is now itself alone), and disconnects their sockets at once, on every server process. ' +
          'To sign this browser out as well, DELETE /api/v1/session after. Personal API tokens are not sessions: revoke them on their own.',
        operationId: 'signOutEverywhere',
        tags: ['accounts'],
        security: [{ session: [] }],
        response: { 200: ok('How many sessions were ended.', signOutEverywhereResponseSchema), ...errors(401, 403, 429) },
      },
    },
    async (request) => {
      const caller = await accountInBrowser(fastify, request, 'sign out everywhere');
      return { ended: await service.endEverywhere(caller.player.id, caller.sessionId) };
    },
  );
};

export default sessions;
