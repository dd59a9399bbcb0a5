import { Limits } from '@gridrace/protocol';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { exemptionOf } from '../limits/exempt-addresses.ts';
import { SocketLimits } from '../limits/socket-limits.ts';
import { playerRoom, publishQuick, registerQuickHandlers } from '../quick/socket-handlers.ts';
import { publishRaces, registerRaceHandlers } from '../races/socket-handlers.ts';
import { publishPars, registerRunHandlers } from '../runs/socket-handlers.ts';
import { socketCaller } from '../accounts/socket-caller.ts';
import { boundedParser } from '../socket-guard/bounded-parser.ts';
import { SocketStrikes } from '../socket-guard/guard.ts';
import { originCheck } from '../socket-guard/origin.ts';
import { RepeatedLog } from '../socket-guard/repeated-log.ts';
import type { PlayerRecord } from '../store/store.ts';
import { SocketAnswers } from './socket-answers.ts';

/** How long a stop waits for the socket requests in flight to be answered (a write, a refused solve). */
const ANSWER_BEFORE_CLOSE_MS = 3000;

export interface SocketData {
  /** The handshake's player (its token's, or its session's); null for a visitor (may only watch). */
  player: PlayerRecord | null;
  /** The browser session it was opened in (`auth: {session: true}`); null otherwise. */
  sessionId: string | null;
}

/** Every socket opened in a session is in its room: signing it out disconnects them, on every process (with Redis). */
export const sessionRoom = (sessionId: string): string => `session:${sessionId}`;
/** Likewise every socket opened with a personal API token: revoking it disconnects them. */
export const tokenRoom = (tokenId: string): string => `token:${tokenId}`;

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

/** Socket.IO on the same HTTP server, default path and namespace (docs/protocol.md#socketio). */
async function sockets(fastify: FastifyInstance): Promise<void> {
  const { metrics, config } = fastify.services;
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

  // The player goes in the handshake: `auth: {token}` (a guest's, or a personal API token that may
  // play) or `auth: {session: true}` (the browser's session cookie). A wrong one is refused at the door.
  io.use((socket, next) => {
    socketCaller(fastify, socket.handshake.auth, socket.request)
      .then(async (caller) => {
        socket.data.player = caller?.player ?? null;
        socket.data.sessionId = caller?.sessionId ?? null;
        if (caller)
          await socket.join([
            playerRoom(caller.player.id),
            ...(caller.sessionId === null ? [] : [sessionRoom(caller.sessionId)]),
            ...(caller.tokenId === undefined ? [] : [tokenRoom(caller.tokenId)]),
          ]);
        next();
      })
      .catch((error: unknown) => next(error instanceof Error ? error : new Error(String(error))));
  });
  // Signed out (one session, or everywhere, on any process): its sockets go at once.
  fastify.services.sessions.whenEnded((ids) => io.in(ids.map(sessionRoom)).disconnectSockets(true));
  fastify.services.apiTokens.whenRevoked((id) => io.in(tokenRoom(id)).disconnectSockets(true));

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
