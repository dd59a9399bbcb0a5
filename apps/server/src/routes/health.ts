import { ErrorCode, healthResponseSchema } from '@gridrace/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpProblem } from '../problem.ts';
import { errors } from './errors.ts';

const health: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/health',
    {
      schema: { summary: 'Liveness, with a database check', tags: ['ops'], response: { 200: healthResponseSchema, ...errors(503) } },
      config: { rateLimit: false },
    },
    async () => {
      const { store, now, startedAt } = fastify.services;
      try {
        await store.ping();
      } catch {
        throw new HttpProblem(ErrorCode.Unavailable, 'The database does not answer.');
      }
      return { status: 'ok' as const, uptimeS: Math.round((now() - startedAt) / 1000), database: store.kind };
    },
  );
};

export default health;
