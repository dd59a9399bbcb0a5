import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { trustOf } from '../http/client-address.ts';

export interface OriginPolicy {
  /** TRUST_PROXY, as Fastify takes it: whose X-Forwarded-Proto and -Host to believe. */
  readonly trustProxy: boolean | readonly string[];
  /** ALLOWED_ORIGINS: other front ends' origins, normalized (`https://play.example.org`). */
  readonly allowedOrigins: readonly string[];
}

type Callback = (error: string | null | undefined, success: boolean) => void;

/** The last value of a header a proxy may have appended to (Fastify reads them so). */
function lastOf(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[header.length - 1] : header;
  return value?.split(',').pop()?.trim() || undefined;
}

const originOf = (text: string): string | null => {
  try {
    return new URL(text).origin;
  } catch {
    return null;
  }
};

/**
 * The server's own origin as a request reached it: the scheme and Host it came to, as a proxy that
 * TRUST_PROXY believes forwarded them (X-Forwarded-Proto, -Host), as `request.protocol` and
 * `request.host` read them. Null without a Host.
 */
export function ownOriginOf(trustProxy: OriginPolicy['trustProxy']): (request: IncomingMessage) => string | null {
  const trusted = trustOf(trustProxy);
  return (request) => {
    const address = request.socket.remoteAddress;
    const viaProxy = address !== undefined && trusted(address, 0);
    const scheme = (viaProxy ? lastOf(request.headers['x-forwarded-proto']) : undefined) ?? ((request.socket as TLSSocket).encrypted ? 'https' : 'http');
    const host = (viaProxy ? lastOf(request.headers['x-forwarded-host']) : undefined) ?? request.headers.host;
    return host ? originOf(`${scheme}://${host}`) : null;
  };
}

/** Whether the request's `Origin` is the server's own (see `ownOriginOf`): false without one. */
export function sentFromOwnOrigin(trustProxy: OriginPolicy['trustProxy']): (request: IncomingMessage) => boolean {
  const ownOrigin = ownOriginOf(trustProxy);
  return (request) => {
    const sent = request.headers.origin;
    if (sent === undefined) return false;
    const origin = originOf(sent);
    return origin !== null && origin === ownOrigin(request);
  };
}

/**
 * Engine.IO's `allowRequest`: a handshake whose `Origin` is neither the server's own (`ownOriginOf`)
 * nor one of ALLOWED_ORIGINS is refused, so a page on another site cannot open sockets in its
 * visitors' browsers. Without an `Origin` (bots, the command line, the load tool: no browser) it
 * is not a cross-site request, and is let in.
 */
export function originCheck(policy: OriginPolicy, refused: (origin: string) => void = () => undefined): (request: IncomingMessage, callback: Callback) => void {
  const ownOrigin = ownOriginOf(policy.trustProxy);
  const allowed = new Set(policy.allowedOrigins);
  return (request, callback) => {
    const sent = request.headers.origin;
    if (sent === undefined) return callback(null, true);
    const origin = originOf(sent);
    if (origin !== null && (allowed.has(origin) || origin === ownOrigin(request))) return callback(null, true);
    refused(sent);
    callback(`origin ${sent} may not open a socket here`, false);
  };
}
