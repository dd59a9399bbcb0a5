import { ErrorCode } from '@gridrace/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from '../players/tokens.ts';
import { HttpProblem } from '../problem.ts';
import type { PlayerRecord } from '../store/store.ts';

/**
 * The player of an optional `Authorization: Bearer <token>` header. No header: null. A header
 * that is malformed or names nobody is a 401, so a client learns its token is wrong.
 */
export async function requestPlayer(fastify: FastifyInstance, request: FastifyRequest): Promise<PlayerRecord | null> {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  const token = bearerToken(header);
  const player = token === null ? null : await fastify.services.players.byToken(token);
  if (!player) throw new HttpProblem(ErrorCode.Unauthorized, 'The Authorization header does not hold a known player token.');
  return player;
}
