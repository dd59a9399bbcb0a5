import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/**
 * The origin the server's links start with: PUBLIC_ORIGIN when the operator set it, else the
 * request's own (its scheme and Host, as TRUST_PROXY lets a proxy tell them), which is right
 * when players reach the server by one name, on a LAN by its address too.
 */
export function publicOrigin(config: Pick<Config, 'publicOrigin'>, request: Pick<FastifyRequest, 'protocol' | 'host'>): string {
  return config.publicOrigin ?? `${request.protocol}://${request.host}`;
}
