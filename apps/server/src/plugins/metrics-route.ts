import { ErrorCode, errorBodySchema } from '@gridrace/protocol';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bearerToken, sameSecret } from '../players/tokens.ts';
import { HttpProblem } from '../problem.ts';
import { z } from 'zod';

/**
 * `GET /metrics`: Prometheus text format (docs/protocol.md#rest). On the game port, so with METRICS_TOKEN
 * set only a scraper that sends it (`authorization: {credentials: <token>}` in Prometheus's
 * scrape config) reads how busy the server is.
 */
async function metricsRoute(fastify: FastifyInstance): Promise<void> {
  const { metricsToken } = fastify.services.config;
  fastify.get(
    '/metrics',
    {
      schema: {
        summary: 'Prometheus metrics (text format)',
        description: 'When the server sets METRICS_TOKEN, send it as `Authorization: Bearer <METRICS_TOKEN>`; without it the answer is a 401.',
        operationId: 'getMetrics',
        tags: ['ops'],
        security: [{ metricsToken: [] }, {}],
        response: {
          200: { description: "The server's metrics in Prometheus's text format 0.0.4.", content: { 'text/plain': { schema: z.string() } } },
          401: {
            description: 'METRICS_TOKEN is set and the request does not send it.',
            headers: { 'WWW-Authenticate': { description: 'Bearer realm="metrics"', schema: { type: 'string' } } },
            content: { 'application/json': { schema: errorBodySchema } },
          },
        },
      },
      config: { rateLimit: false },
    },
    async (request, reply) => {
      if (metricsToken !== null) {
        const token = bearerToken(request.headers.authorization);
        if (token === null || !sameSecret(token, metricsToken)) {
          reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
          throw new HttpProblem(ErrorCode.Unauthorized, '/metrics needs the server\'s METRICS_TOKEN: send "Authorization: Bearer <METRICS_TOKEN>".');
        }
      }
      const { registry } = fastify.services.metrics;
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
}

export default fp(metricsRoute, { name: 'metrics-route' });
