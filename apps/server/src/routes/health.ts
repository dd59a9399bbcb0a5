import { ErrorCode, healthResponseSchema, livenessResponseSchema } from '@gridrace/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reasonOf } from '../cannot-start.ts';
import { DEFAULT_HEALTH_TIMEOUT_MS } from '../config.ts';
import { ok } from '../openapi/ok.ts';
import { HttpProblem } from '../problem.ts';
import type { DatabaseStore } from '../store/store.ts';
import { errors } from '../http/error-responses.ts';

/** `promise`, or a rejection once `ms` have passed without its answer. */
function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Why the database cannot serve players now, or null when it answers reads and takes writes.
 * After a failed commit the store's probe is a real write (see `Store.probeWrite`): readiness
 * follows what players' writes meet, not only what an empty write meets.
 */
async function notReady(store: DatabaseStore, timeoutMs: number): Promise<string | null> {
  try {
    await within(timeoutMs, store.ping());
  } catch (error) {
    return `The database does not answer: ${reasonOf(error)}.`;
  }
  try {
    await within(timeoutMs, store.probeWrite());
  } catch (error) {
    return `The database takes no writes: ${reasonOf(error)}.`;
  }
  return null;
}

const READINESS = [
  'Readiness: 200 while the server can serve players, its database answering reads and taking writes',
  "(a write that changes nothing is tried; after a commit of a player's request failed, a real one, so a full disk shows);",
  '503 otherwise, saying which, for instance a read-only SQLite file, a full disk or a database that does not answer',
  '(the check never waits longer than HEALTH_TIMEOUT_MS). Once the database is back, the next check is 200 again.',
  'A load balancer or orchestrator should send traffic only to a ready server. A server whose database',
  'takes no writes at start does not start at all ("Gridrace cannot start: cannot write to ...").',
].join(' ');

const LIVENESS = 'Liveness: 200 as long as the process answers, whatever its database does (no database is asked). Restart a server only when this fails.';

const health: FastifyPluginAsyncZod = async (fastify) => {
  const { store, now, startedAt, config } = fastify.services;
  const timeoutMs = config.healthTimeoutMs ?? DEFAULT_HEALTH_TIMEOUT_MS;
  const uptimeS = () => Math.round((now() - startedAt) / 1000);
  // Checks asked for at once share one probe: a burst of health checks is one write transaction.
  let checking: Promise<string | null> | null = null;
  const check = () => (checking ??= notReady(store, timeoutMs).finally(() => (checking = null)));

  fastify.get(
    '/health',
    {
      schema: {
        summary: 'Readiness: the database answers and takes writes',
        description: READINESS,
        operationId: 'getReadiness',
        tags: ['ops'],
        response: { 200: ok('Ready: the database answers and takes writes.', healthResponseSchema), ...errors(503) },
      },
      config: { rateLimit: false },
    },
    async () => {
      const problem = await check();
      if (problem !== null) throw new HttpProblem(ErrorCode.Unavailable, problem);
      return { status: 'ok' as const, uptimeS: uptimeS(), database: store.kind };
    },
  );

  fastify.get(
    '/health/live',
    {
      schema: {
        summary: 'Liveness: the process answers',
        description: LIVENESS,
        operationId: 'getLiveness',
        tags: ['ops'],
        response: { 200: ok('The process answers.', livenessResponseSchema) },
      },
      config: { rateLimit: false },
    },
    async () => ({ status: 'ok' as const, uptimeS: uptimeS() }),
  );
};

export default health;
