import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerWithScope, type Scope } from '../accounts/caller.ts';
import type { PlayerRecord } from '../store/store.ts';

/**
 * The player a request acts as (accounts/caller.ts: a Bearer token, else the session cookie), who
 * must have `scope`: `read` for one's own data, `play` for anything that changes state. Neither: null.
 * A Bearer header that names nobody is a 401; a token without the scope a 403 `insufficient_scope`.
 */
export async function requestPlayer(fastify: FastifyInstance, request: FastifyRequest, scope: Scope): Promise<PlayerRecord | null> {
  return (await callerWithScope(fastify, request, scope))?.player ?? null;
}
