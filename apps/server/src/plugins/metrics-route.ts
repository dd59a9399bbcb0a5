import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** `GET /metrics`: Prometheus text format (SPEC §4). */
async function metricsRoute(fastify: FastifyInstance): Promise<void> {
  fastify.get('/metrics', { schema: { summary: 'Prometheus metrics (text format)', tags: ['ops'] }, config: { rateLimit: false } }, async (_request, reply) => {
    const { registry } = fastify.services.metrics;
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

export default fp(metricsRoute, { name: 'metrics-route' });
