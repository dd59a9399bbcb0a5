import { Limits } from '@gridrace/protocol';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { publishQuick, registerQuickHandlers } from '../quick/socket-handlers.ts';
import { publishRaces, registerRaceHandlers } from '../races/socket-handlers.ts';
import { publishPars, registerRunHandlers } from '../runs/socket-handlers.ts';
import type { PlayerRecord } from '../store/store.ts';

export interface SocketData {
  /** The handshake token's player; null for a visitor without a token (may only watch). */
  player: PlayerRecord | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

/** Socket.IO on the same HTTP server, default path and namespace (SPEC §4). */
async function sockets(fastify: FastifyInstance): Promise<void> {
  const { players, metrics } = fastify.services;
  const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>(fastify.server, {
    serveClient: false,
    maxHttpBufferSize: Limits.maxSocketMessageBytes,
  });

  // Broadcasts to a race's room then reach its sockets on every process (SPEC §5).
  fastify.services.redis?.attach(io as unknown as Server);

  // The token goes in the handshake (`auth: {token}`); a wrong one is refused at the door.
  io.use((socket, next) => {
    const token: unknown = (socket.handshake.auth as Record<string, unknown> | undefined)?.token;
    if (token === undefined || token === null) {
      socket.data.player = null;
      return next();
    }
    players
      .byToken(token)
      .then((player) => {
        if (!player) return next(new Error('unauthorized: unknown player token'));
        socket.data.player = player;
        return next();
      })
      .catch((error: unknown) => next(error instanceof Error ? error : new Error(String(error))));
  });

  io.on('connection', (socket) => {
    metrics.socketsConnected.inc();
    socket.on('disconnect', () => metrics.socketsConnected.dec());
    registerRunHandlers(socket, fastify.services, fastify.log);
    registerRaceHandlers(socket, fastify.services.races, fastify.log, fastify.services.config.trustProxy);
    registerQuickHandlers(socket, fastify.services.quick, fastify.log, fastify.services.config.trustProxy);
  });
  publishRaces(io as unknown as Server, fastify.services.races, fastify.services.catalog);
  publishPars(io as unknown as Server, fastify.services.catalog);
  publishQuick(io as unknown as Server, fastify.services.quick, fastify.services.races, fastify.services.redis !== undefined, fastify.log);

  fastify.decorate('io', io as unknown as Server);
  // Sockets go first on close, so no new request arrives while pending writes finish.
  fastify.addHook('preClose', async () => {
    io.disconnectSockets(true);
  });
  fastify.addHook('onClose', async () => {
    await io.close();
  });
}

export default fp(sockets, { name: 'sockets' });
