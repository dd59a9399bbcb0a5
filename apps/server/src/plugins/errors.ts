import { describeIssue, type IssueLike } from '@gridrace/core';
import { ErrorCode, type ErrorBody } from '@gridrace/protocol';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { unavailableProblem } from '../failures.ts';
import { HttpProblem } from '../problem.ts';

/** A validation error as fastify-type-provider-zod hands it over, back into zod's issue shape. */
function asIssue(entry: { keyword: string; instancePath: string; message?: string; params: Record<string, unknown> } | undefined): IssueLike | undefined {
  if (!entry) return undefined;
  const keys = entry.params.keys;
  return {
    code: entry.keyword,
    path: entry.instancePath.split('/').filter(Boolean),
    message: entry.message ?? 'does not match the schema',
    ...(Array.isArray(keys) ? { keys: keys.map(String) } : {}),
  };
}

/** Fastify's own error codes and what a client is told about each. */
const FASTIFY_CODES: Readonly<Record<string, { status: number; code: string; message: string }>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: ErrorCode.PayloadTooLarge, message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: ErrorCode.BadRequest, message: 'Send JSON (Content-Type: application/json).' },
};

function toProblem(error: FastifyError, request: FastifyRequest): { status: number; body: ErrorBody } {
  if (error instanceof HttpProblem) return { status: error.statusCode, body: error.toJSON() };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const message = `Invalid ${error.validationContext ?? 'request'}: ${describeIssue(asIssue(error.validation[0]))}.`;
    return { status: 400, body: { error: { code: ErrorCode.InvalidPayload, message } } };
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
    return { status: 500, body: { error: { code: ErrorCode.Internal, message: 'Internal server error.' } } };
  }
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return { status: known.status, body: { error: { code: known.code, message: known.message } } };
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, body: { error: { code: ErrorCode.RateLimited, message: 'Too many requests; slow down.' } } };
  if (status >= 400 && status < 500) {
    return { status, body: { error: { code: ErrorCode.BadRequest, message: error.message } } };
  }
  // The database away or the server stopping: told once in the log (by the store, by the
  // close), not once a request; the client may try again.
  const unavailable = unavailableProblem(error);
  if (unavailable) {
    request.log.debug({ err: error }, 'unavailable');
    return { status: 503, body: { error: unavailable } };
  }
  request.log.error({ err: error }, 'unhandled error');
  return { status: 500, body: { error: { code: ErrorCode.Internal, message: 'Internal server error.' } } };
}

/** Every error, ours or fastify's, leaves as `{error: {code, message}}` (docs/protocol.md#errors). */
async function errors(fastify: FastifyInstance): Promise<void> {
  fastify.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toProblem(error, request);
    return reply.code(status).type('application/json').send(body);
  });
  fastify.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ error: { code: ErrorCode.NotFound, message: `No route ${request.method} ${request.url.split('?')[0]}.` } } satisfies ErrorBody),
  );
}

export default fp(errors, { name: 'errors' });
