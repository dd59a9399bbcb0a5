import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { Socket } from 'socket.io';
import type { Asker } from '../puzzles/par-costs.ts';
import type { PlayerRecord } from '../store/store.ts';

/** Config's TRUST_PROXY. */
export type TrustProxy = boolean | readonly string[];

type Trust = (address: string, hop: number) => boolean;
const compiled = new Map<string, Trust>();

/** TRUST_PROXY as Fastify reads it for REST (`request.ip`): nobody, every proxy, or these addresses/CIDRs. */
export function trustOf(trustProxy: TrustProxy): Trust {
  if (typeof trustProxy === 'boolean') return () => trustProxy;
  const key = trustProxy.join(',');
  let trust = compiled.get(key);
  if (!trust) {
    trust = proxyAddr.compile([...trustProxy]);
    compiled.set(key, trust);
  }
  return trust;
}

/** The client's address behind the proxies TRUST_PROXY believes (X-Forwarded-For), as REST's rate limit sees it. */
export const clientAddress = (request: IncomingMessage, trustProxy: TrustProxy): string => proxyAddr(request, trustOf(trustProxy));

/** Who asks over this socket: its player, and the address of the request that opened it. */
export const askerOf = (socket: Socket, player: PlayerRecord, trustProxy: TrustProxy): Asker => ({
  playerId: player.id,
  address: clientAddress(socket.request, trustProxy),
});
