import { ErrorCode, oidcStartBodySchema, oidcStartResponseSchema } from '@gridrace/protocol';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuthFlows } from '../accounts/auth-flows.ts';
import { requestCaller } from '../accounts/caller.ts';
import { OidcClient, OidcRefused, type OidcFlowState } from '../accounts/oidc/oidc-client.ts';
import { oidcOutcome, type OidcIntent, type OidcOutcome } from '../accounts/oidc/oidc-outcome.ts';
import { publicOrigin } from '../accounts/public-origin.ts';
import { OIDC_CALLBACK_PATH } from '../config.ts';
import { errors } from '../http/error-responses.ts';
import { addressKey } from '../limits/address-key.ts';
import { KeyedBuckets } from '../limits/keyed-buckets.ts';
import { rateLimited } from '../limits/refusal.ts';
import { ok } from '../openapi/ok.ts';
import { HttpProblem } from '../problem.ts';

/** The cookie that ties the provider's return to the browser that left: the flow's id, HttpOnly, sent only to the callback. */
export const OIDC_FLOW_COOKIE = 'gridrace_oidc';
/** How long a sign-in at the provider may take. */
const OIDC_FLOW_TTL_MS = 10 * 60_000;
/** Sign-ins a client address may begin a minute: each is a row until it expires. */
const STARTS_PER_ADDRESS_PER_MINUTE = 20;
/** The handle's longest length (the handles' rules refuse longer, and the next candidate is tried). */
const MAX_HANDLE_LENGTH = 24;

type OidcFlow = OidcFlowState & OidcIntent;

/**
 * OpenID Connect sign-in (docs/accounts.md#openid-connect): the authorization code flow with
 * PKCE, its state, nonce and verifier kept once in `auth_flows` (kind `oidc`) under the id the
 * browser's `gridrace_oidc` cookie holds. Without OIDC_ISSUER, both routes answer 404.
 */
const oidcSignIn: FastifyPluginAsyncZod = async (fastify) => {
  const { store, config, sessions, now } = fastify.services;
  const oidc = config.oidc ? new OidcClient(config.oidc, fastify.log) : null;
  const noProvider = () => new HttpProblem(ErrorCode.NotFound, 'This server signs in with no OpenID Connect provider (its operator sets OIDC_ISSUER for one).');
  const flows = new AuthFlows(store, now);
  const starts = new KeyedBuckets({ burst: STARTS_PER_ADDRESS_PER_MINUTE, perSecond: STARTS_PER_ADDRESS_PER_MINUTE / 60 });
  // Found at start when the provider answers; else said in the log, and tried again at the first sign-in: the server starts either way.
  fastify.addHook('onReady', () => {
    void oidc?.discover().catch(() => undefined);
  });

  fastify.post(
    '/auth/oidc/start',
    {
      schema: {
        summary: `Begin signing in (or linking) with the server's OpenID Connect provider`,
        description:
          "Answers the provider's authorization page to send the browser to, and sets the `gridrace_oidc` cookie (HttpOnly, SameSite=Lax, ten minutes) that ties its return to this browser. " +
          "A guest's token (Bearer) makes the guest the new account if the identity is new, keeping their progress; `link: true`, from a signed-in browser, links the identity to its account instead. " +
          '404 when the server has no provider; 503 while the provider does not answer.',
        operationId: 'startOidcSignIn',
        tags: ['accounts'],
        security: [{}, { session: [] }, { bearer: [] }],
        body: oidcStartBodySchema,
        response: { 200: ok('Where to send the browser.', oidcStartResponseSchema), ...errors(400, 401, 403, 404, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      if (!oidc) throw noProvider();
      const address = addressKey(request.ip);
      const wait = starts.take(address, now());
      if (wait > 0) {
        void reply.header('Retry-After', String(Math.ceil(wait / 1000)));
        const problem = rateLimited(`At most ${STARTS_PER_ADDRESS_PER_MINUTE} sign-ins a minute from one address`, wait);
        throw new HttpProblem(problem.code, problem.message, undefined, undefined, problem.retryAfterMs);
      }
      const caller = await requestCaller(fastify, request);
      if (caller?.via === 'token') throw new HttpProblem(ErrorCode.Forbidden, 'A personal API token cannot sign in with a provider: do it in the browser.');
      let linkTo: string | null = null;
      if (request.body.link === true) {
        if (!caller || caller.via !== 'session' || caller.player.accountAt === null)
          throw new HttpProblem(ErrorCode.Unauthorized, 'Sign in to your account to link a provider to it.');
        linkTo = caller.player.id;
      }
      const guestId = caller?.via === 'guest' && caller.player.accountAt === null ? caller.player.id : null;
      const redirectUri = new URL(OIDC_CALLBACK_PATH, publicOrigin(config, request)).toString();
      const { url, flow } = await oidc.begin(redirectUri);
      const data: OidcFlow = { ...flow, linkTo, guestId, invite: request.body.invite ?? null };
      const id = await flows.begin({ kind: 'oidc', data, ttlMs: OIDC_FLOW_TTL_MS, playerId: linkTo ?? guestId });
      void reply.setCookie(OIDC_FLOW_COOKIE, id, {
        httpOnly: true,
        // Lax: the provider's redirect back is a top-level navigation from its site, which Lax lets the cookie ride on.
        sameSite: 'lax',
        path: OIDC_CALLBACK_PATH,
        secure: request.protocol === 'https',
        maxAge: OIDC_FLOW_TTL_MS / 1000,
      });
      return { url: url.toString() };
    },
  );

  fastify.get(
    '/auth/oidc/callback',
    {
      schema: {
        summary: "The provider's return: signs in, links, or makes the account, then back to the web app",
        description:
          "The redirect URI registered at the provider (`<PUBLIC_ORIGIN>/api/v1/auth/oidc/callback`). Needs the `gridrace_oidc` cookie of the browser that began (single use); checks state, PKCE and the id token's nonce, " +
          'then redirects (303) to the web app: `/sign-in/done` signed in, or `/sign-in?oidc=<result>` (or `/account?oidc=<result>` for a link) saying what happened: ' +
          "`linked`, `already_linked`, `in_use` (the identity is another account's), `failed`, or a registration refusal's code.",
        operationId: 'oidcCallback',
        tags: ['accounts'],
        querystring: z.looseObject({
          code: z.string().max(2048).optional().describe("The provider's authorization code."),
          state: z.string().max(512).optional().describe('The state sent at the start.'),
          error: z.string().max(256).optional().describe("The provider's refusal (`access_denied`)."),
        }),
        response: { 303: z.null().describe('No body: the Location header sends the browser to the web app, signed in or saying why not.'), ...errors(400, 404, 429) },
      },
    },
    async (request, reply) => {
      if (!oidc) throw noProvider();
      const id = request.cookies[OIDC_FLOW_COOKIE];
      void reply.clearCookie(OIDC_FLOW_COOKIE, { path: OIDC_CALLBACK_PATH });
      const flow = id === undefined ? null : await flows.take<OidcFlow>('oidc', id);
      if (!flow) {
        request.log.info('OpenID Connect: a return without a live sign-in of this browser (expired, used, or begun elsewhere)');
        return back(reply, null, { result: 'failed' });
      }
      let outcome: OidcOutcome;
      try {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        const identity = await oidc.finish(flow.data, query);
        outcome = await oidcOutcome({ store, accounts: fastify.services.accounts, maxHandleLength: MAX_HANDLE_LENGTH, now }, flow.data, identity);
      } catch (error) {
        if (!(error instanceof OidcRefused) && !(error instanceof HttpProblem)) throw error;
        request.log.warn({ reason: error.message }, 'OpenID Connect: the sign-in was refused');
        outcome = { result: 'failed' };
      }
      if (outcome.result === 'signed_in') await sessions.start(outcome.player, request, reply);
      return back(reply, flow.data.linkTo, outcome);
    },
  );
};

export default oidcSignIn;

/**
 * Back to the web app: signed in, to `/sign-in/done` (where the app drops the guest token it may
 * hold, dead now, and learns who it is by the session), else to the page that began, saying what happened.
 */
function back(reply: FastifyReply, linkTo: string | null, outcome: OidcOutcome): FastifyReply {
  if (outcome.result === 'signed_in') return reply.redirect('/sign-in/done', 303);
  const result = outcome.result === 'refused' ? outcome.code : outcome.result;
  return reply.redirect(`${linkTo === null ? '/sign-in' : '/account'}?oidc=${encodeURIComponent(result)}`, 303);
}
