import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { clientAddress } from '../http/client-address.ts';
import { claimsSession, tokenOf } from '../socket-guard/bounded-parser.ts';
import { ALL_SCOPES, callerOfToken, type Caller } from './caller.ts';
import { SESSION_COOKIE } from './sessions.ts';

/** What the io.use middleware refuses a handshake with: Socket.IO's `connect_error`, `code: message`. */
export class HandshakeRefused extends Error {
  override readonly name = 'HandshakeRefused';
}

/**
 * The caller of a socket's handshake: `auth.token` (a guest's token, or a personal API token with
 * the `play` scope: a socket is for playing), else `auth.session: true` with the session cookie
 * the browser sent; null for a visitor who claims neither (may only watch). A claim that names
 * nobody, or a token that may only read, is refused at the door with a message saying so. The
 * cookie's session is not rotated here (a handshake cannot set a cookie): REST requests rotate it.
 */
export async function socketCaller(fastify: FastifyInstance, auth: unknown, request: IncomingMessage): Promise<Caller | null> {
  const { services } = fastify;
  const token = tokenOf(auth);
  if (token !== undefined && token !== null) {
    const caller = typeof token === 'string' && token.length <= 256 ? await callerOfToken(services, token) : null;
    if (!caller) throw new HandshakeRefused('unauthorized: unknown player token');
    if (!caller.scopes.has('play')) throw new HandshakeRefused("insufficient_scope: this token may only read; sockets are for playing: make a token with the 'play' scope");
    return caller;
  }
  if (!claimsSession(auth)) return null;
  const header = request.headers.cookie;
  const secret = header === undefined ? undefined : fastify.parseCookie(header)[SESSION_COOKIE];
  const resolved = secret === undefined ? null : await services.sessions.resolve(secret, clientAddress(request, services.config.trustProxy), false);
  if (!resolved) throw new HandshakeRefused('unauthorized: not signed in (no live session): sign in again');
  return { player: resolved.player, via: 'session', scopes: ALL_SCOPES, sessionId: resolved.session.id };
}
