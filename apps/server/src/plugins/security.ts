import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { ErrorCode } from '@gridrace/protocol';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpProblem } from '../problem.ts';

export interface SecurityOptions {
  /** REST requests per minute per client address (default 600). */
  readonly restRateLimitPerMinute?: number;
}

/** Security headers and the REST rate limit (runs have their own per-run limit). */
async function security(fastify: FastifyInstance, options: SecurityOptions): Promise<void> {
  await fastify.register(helmet, {
    // The /docs page loads its own inline scripts and styles; swagger-ui sets a CSP for it.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
      },
    },
  });
  await fastify.register(rateLimit, {
    max: options.restRateLimitPerMinute ?? 600,
    timeWindow: 60_000,
    // Thrown, so the shared error handler answers it in the one error shape. The limit is per
    // minute; `ttl` is what is left of this client's minute (also sent as Retry-After).
    errorResponseBuilder: (_request, context) =>
      new HttpProblem(ErrorCode.RateLimited, `Too many requests: at most ${context.max} requests per minute; retry in ${Math.max(1, Math.ceil(context.ttl / 1000))} s.`, 429),
  });
}

export default fp(security, { name: 'security' });
