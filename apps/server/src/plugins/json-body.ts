import { UNKNOWN_KEY, pathText } from '@gridrace/core';
import { ErrorCode, holderOfProtoKey } from '@gridrace/protocol';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpProblem } from '../problem.ts';

/**
 * JSON bodies, parsed so that a `"__proto__"` key is refused by its path, like any unknown key.
 * Fastify's own parser refuses it too, but as "not valid JSON", which sends a client looking
 * for a syntax error; and zod would drop it inside open fields (params) without a word. No
 * body holding one reaches a route. (`"constructor"` is an unknown key to every body schema.)
 */
async function jsonBody(fastify: FastifyInstance): Promise<void> {
  // Only JSON is taken: Fastify's own text/plain parser would hand a route a string, refused as
  // an invalid payload, where every other type not JSON is the documented 415.
  fastify.removeContentTypeParser(['application/json', 'text/plain']);
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(new HttpProblem(ErrorCode.BadRequest, 'The JSON body is empty.'), undefined);
    let value: unknown;
    try {
      value = JSON.parse(body as string);
    } catch {
      return done(new HttpProblem(ErrorCode.BadRequest, 'The body is not valid JSON.'), undefined);
    }
    const holder = holderOfProtoKey(value);
    if (holder) return done(new HttpProblem(ErrorCode.InvalidPayload, `Invalid body: ${pathText([...holder, '__proto__'])}: ${UNKNOWN_KEY}.`), undefined);
    done(null, value);
  });
}

export default fp(jsonBody, { name: 'json-body' });
