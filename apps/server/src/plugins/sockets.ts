import { Limits } from '@gridrace/protocol';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { exemptionOf } from '../limits/exempt-addresses.ts';
import { SocketLimits } from '../limits/socket-limits.ts';
import { publishQuick, registerQuickHandlers } from '../quick/socket-handlers.ts';
import { publishRaces, registerRaceHandlers } from '../races/socket-handlers.ts';
import { publishPars, registerRunHandlers } from '../runs/socket-handlers.ts';
import { boundedParser, tokenOf } from '../socket-guard/bounded-parser.ts';
import { SocketStrikes } from '../socket-guard/guard.ts';
import { originCheck } from '../socket-guard/origin.ts';
import { RepeatedLog } from '../socket-guard/repeated-log.ts';
import type { PlayerRecord } from '../store/store.ts';
import { SocketAnswers } from './socket-answers.ts';

/** How long a stop waits for the socket requests in flight to be answered (a write, a refused solve). */
const ANSWER_BEFORE_CLOSE_MS = 3000;

export interface SocketData {
  /** The handshake token's player; null for a visitor without a token (may only watch). */
  player: PlayerRecord | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

/** Socket.IO on the same HTTP server, default path and namespace (docs/protocol.md#socketio). */
async function sockets(fastify: FastifyInstance): Promise<void> {
  const { players, metrics, config } = fastify.services;
  // Refused messages, connections cut off and foreign origins: one log line per window, with counts.
  const refusals = new RepeatedLog(fastify.log, 'socket messages and connections refused', config.socketRefusals.windowMs);
  // A socket that keeps sending what is refused (unreadable, or past a limit) is disconnected.
  const strikes = new SocketStrikes(config.socketRefusals, refusals);
  // Connections, events and failed joins per connection and per address.
  const limits = new SocketLimits(config.abuseLimits, { trustProxy: config.trustProxy, exempt: exemptionOf(config.addressLimitsExempt) }, fastify.services.now, (limit, socket) => {
    metrics.rateLimited.inc({ limit });
    if (socket) strikes.strike(socket, limit);
  });
  const sameOrigin = originCheck(config, () => refusals.count('foreign_origin'));
  const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>(fastify.server, {
    serveClient: false,
    maxHttpBufferSize: Limits.maxSocketMessageBytes,
    // Every message is bounded (size, nesting, event, a player) before its JSON is parsed.
    parser: boundedParser,
    // Before the handshake: a foreign page, or an address that connects too fast or holds too many.
    allowRequest: (request, callback) =>
      sameOrigin(request, (error, allowed) => {
        if (!allowed) return callback(error, false);
        const refusal = limits.door(request);
        return refusal ? callback(`${refusal.code}: ${refusal.message}`, false) : callback(null, true);
      }),
  });

  // Broadcasts to a race's room then reach its sockets on every process (docs/operations.md#several-processes).
  fastify.services.redis?.attach(io as unknown as Server);

  // First at the handshake: a connection over its address's limit goes no further.
  limits.attach(io as unknown as Server);
  fastify.addHook('onClose', async () => limits.close());

  // The token goes in the handshake (`auth: {token}`); a wrong one is refused at the door.
  io.use((socket, next) => {
    const token = tokenOf(socket.handshake.auth);
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

  const answers = new SocketAnswers();
  io.on('connection', (socket) => {
    answers.follow(socket);
    metrics.socketsConnected.inc();
    socket.on('disconnect', () => metrics.socketsConnected.dec());
    strikes.guard(socket);
    registerRunHandlers(socket, fastify.services, fastify.log);
    registerRaceHandlers(socket, fastify.services.races, fastify.log, fastify.services.config.trustProxy);
    registerQuickHandlers(socket, fastify.services.quick, fastify.log, fastify.services.config.trustProxy);
  });
  publishRaces(io as unknown as Server, fastify.services.races, fastify.services.catalog);
  publishPars(io as unknown as Server, fastify.services.catalog);
  publishQuick(io as unknown as Server, fastify.services.quick, fastify.services.races, fastify.services.redis !== undefined, fastify.log);

  fastify.decorate('io', io as unknown as Server);
  // Sockets go first on close, so no new request arrives while pending writes finish; but
  // what they asked is answered first (what waited for the solver, refused by its close: 503).
  fastify.addHook('preClose', async () => {
    await answers.close(ANSWER_BEFORE_CLOSE_MS);
    io.disconnectSockets(true);
  });
  fastify.addHook('onClose', async () => {
    await io.close();
    refusals.flush();
  });
}

export default fp(sockets, { name: 'sockets' });
