import { ErrorCode } from '@gridrace/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../context.ts';
import { bearerToken } from '../players/tokens.ts';
import { HttpProblem } from '../problem.ts';
import { sentFromOwnOrigin } from '../socket-guard/origin.ts';
import type { TokenScope } from '../store/sessions-store.ts';
import type { PlayerRecord } from '../store/store.ts';
import { API_TOKEN_PREFIX } from './api-tokens.ts';
import { SESSION_COOKIE } from './sessions.ts';

/** What a request may do as its player: `read` their own data, `play` (anything that changes state). */
export type Scope = TokenScope;

/** Who a request acts as, how it proved it, and what it may do (docs/accounts.md#sessions-and-tokens). */
export interface Caller {
  readonly player: PlayerRecord;
  readonly via: 'session' | 'guest' | 'token';
  readonly scopes: ReadonlySet<Scope>;
  /** The session of a request signed by the cookie; null otherwise. */
  readonly sessionId: string | null;
  /** The personal API token of a request made with one. */
  readonly tokenId?: string;
}

export const ALL_SCOPES: ReadonlySet<Scope> = new Set<Scope>(['read', 'play']);

/** Methods that change nothing: a cross-site request may make them (RFC 9110's safe methods). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The caller of a Bearer token: a personal API token (`grt_…`) with its scopes, or a guest's token
 * with every scope; null when it names nobody. A guest token that happens to begin like an API
 * token is still found.
 */
export async function callerOfToken(services: Pick<Services, 'players' | 'apiTokens'>, token: string): Promise<Caller | null> {
  if (token.startsWith(API_TOKEN_PREFIX)) {
    const holder = await services.apiTokens.byToken(token);
    if (holder) return { player: holder.player, via: 'token', scopes: new Set(holder.token.scopes), sessionId: null, tokenId: holder.token.id };
  }
  const guest = await services.players.byToken(token);
  return guest && guest.deletedAt === null ? { player: guest, via: 'guest', scopes: ALL_SCOPES, sessionId: null } : null;
}

/** Each request's reply, so that resolving its caller can set the session cookie again (rotation) or clear it. */
const replies = new WeakMap<FastifyRequest, FastifyReply>();
/** Each request's caller, resolved once however many times a route asks. */
const callers = new WeakMap<FastifyRequest, Promise<Caller | null>>();

/** Lets `requestCaller` reach each request's reply: registered once on the app (plugins/session-cookie.ts). */
export function rememberReplies(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request, reply) => {
    replies.set(request, reply);
  });
}

/**
 * Who the request acts as: an `Authorization: Bearer` token (a guest's, or a personal API token)
 * first, else the session cookie; null for neither. A Bearer header that names nobody is a 401, so
 * a client learns its token is wrong; a cookie that names no live session is cleared and the
 * request is anonymous. A request signed by the cookie with a method that changes state must come
 * from a page of this server (`Origin` its own), else 403 `cross_site_request`: a Bearer token is
 * never sent by a browser on its own, so it needs no such check.
 */
export function requestCaller(fastify: FastifyInstance, request: FastifyRequest): Promise<Caller | null> {
  let caller = callers.get(request);
  if (!caller) {
    caller = resolveCaller(fastify, request);
    callers.set(request, caller);
  }
  return caller;
}

const ownOrigins = new WeakMap<FastifyInstance, (request: FastifyRequest['raw']) => boolean>();

async function resolveCaller(fastify: FastifyInstance, request: FastifyRequest): Promise<Caller | null> {
  const { services } = fastify;
  const header = request.headers.authorization;
  if (header !== undefined) {
    const token = bearerToken(header);
    const caller = token === null ? null : await callerOfToken(services, token);
    if (!caller) throw new HttpProblem(ErrorCode.Unauthorized, 'The Authorization header does not hold a known player token or personal API token.');
    return caller;
  }
  const secret = request.cookies[SESSION_COOKIE];
  if (secret === undefined) return null;
  if (!SAFE_METHODS.has(request.method)) {
    let sameOrigin = ownOrigins.get(fastify);
    if (!sameOrigin) ownOrigins.set(fastify, (sameOrigin = sentFromOwnOrigin(services.config.trustProxy)));
    if (!sameOrigin(request.raw))
      throw new HttpProblem(
        ErrorCode.CrossSiteRequest,
        "A request signed by the session cookie that changes something must come from this server's own pages (its Origin header).",
      );
  }
  const reply = replies.get(request);
  const resolved = await services.sessions.resolve(secret, request.ip, reply !== undefined);
  if (!resolved) {
    if (reply) services.sessions.clearCookie(request, reply);
    return null;
  }
  if (resolved.cookie !== null && reply) services.sessions.setCookie(request, reply, resolved.cookie);
  return { player: resolved.player, via: 'session', scopes: ALL_SCOPES, sessionId: resolved.session.id };
}

/** The caller, who must have `scope`: null without one; a 403 `insufficient_scope` for a token without it. */
export async function callerWithScope(fastify: FastifyInstance, request: FastifyRequest, scope: Scope): Promise<Caller | null> {
  const caller = await requestCaller(fastify, request);
  if (caller && !caller.scopes.has(scope))
    throw new HttpProblem(ErrorCode.InsufficientScope, `This token may not ${scope === 'play' ? 'play or change anything' : 'read'}: make one with the '${scope}' scope.`);
  return caller;
}
