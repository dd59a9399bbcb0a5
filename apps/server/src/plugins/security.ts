import rateLimit from '@fastify/rate-limit';
import { ErrorCode } from '@gridrace/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { addressKey } from '../limits/address-key.ts';
import { exemptionOf } from '../limits/exempt-addresses.ts';
import { HttpProblem } from '../problem.ts';
import { securityHeaders, type Surface } from './security-headers.ts';

export interface SecurityOptions {
  /** REST requests per minute per client address (default 600). */
  readonly restRateLimitPerMinute?: number;
  /** ADDRESS_LIMITS_EXEMPT: addresses the REST rate limit does not count. */
  readonly addressLimitsExempt?: readonly string[];
}

const surfaceOf = (request: FastifyRequest): Surface => (/^\/docs(?:[/?]|$)/.test(request.url) ? 'docs' : 'app');

/** Security headers and the REST rate limit (runs have their own per-run limit). */
async function security(fastify: FastifyInstance, options: SecurityOptions): Promise<void> {
  const headers = securityHeaders();
  // `request.protocol` is https over TLS, or when a trusted proxy (TRUST_PROXY) says so in
  // X-Forwarded-Proto; anyone else's X-Forwarded-Proto is ignored.
  // Helmet sets its headers at once and calls back with no error (it throws on bad options).
  fastify.addHook('onRequest', (request, reply, done) => {
    headers(surfaceOf(request), request.protocol === 'https' ? 'https' : 'http')(request.raw, reply.raw, () => done());
  });
  const exempt = exemptionOf(options.addressLimitsExempt ?? []);
  await fastify.register(rateLimit, {
    max: options.restRateLimitPerMinute ?? 600,
    allowList: (request) => exempt(request.ip),
    // An IPv6 client is its /64, not each address it may take in it.
    keyGenerator: (request) => addressKey(request.ip),
    timeWindow: 60_000,
    // Thrown, so the shared error handler answers it in the one error shape. The limit is per
    // minute; `ttl` is what is left of this client's minute (also sent as Retry-After).
    errorResponseBuilder: (_request, context) =>
      new HttpProblem(
        ErrorCode.RateLimited,
        `Too many requests: at most ${context.max} requests per minute; retry in ${Math.max(1, Math.ceil(context.ttl / 1000))} s.`,
        429,
        undefined,
        Math.max(1, Math.ceil(context.ttl)),
      ),
  });
}

export default fp(security, { name: 'security' });
