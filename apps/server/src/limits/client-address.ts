import type { IncomingMessage } from 'node:http';
import { clientAddress, type TrustProxy } from '../http/client-address.ts';

/**
 * The client address of a request by the rule Fastify's `request.ip` follows for REST
 * (TRUST_PROXY, see config.ts): the connection's own address, or X-Forwarded-For's as far as
 * the proxies it passed are trusted. A client that sends X-Forwarded-For itself to an untrusted
 * server is still counted by its own address.
 */
export function clientAddressOf(trustProxy: TrustProxy): (request: IncomingMessage) => string {
  return (request) => clientAddress(request, trustProxy);
}
