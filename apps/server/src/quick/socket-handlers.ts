import { ErrorCode, QuickRaceEvent, RACE_STATE_EVENT, raceQuickCancelSchema, raceQuickSchema } from '@gridrace/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import { failureProblem } from '../failures.ts';
import { askerOf, type TrustProxy } from '../http/client-address.ts';
import { parsePayload } from '../payload.ts';
import { raceRoom } from '../races/socket-handlers.ts';
import type { PlayerRecord } from '../store/store.ts';
import type { RaceService } from '../races/race-service.ts';
import type { QuickRaces } from './quick-races.ts';

/** Every socket of a player is in this room, on whatever process: a formed race finds them there. */
export const playerRoom = (playerId: string): string => `player:${playerId}`;

const playerOf = (socket: Socket): PlayerRecord | null => (socket.data as { player?: PlayerRecord | null }).player ?? null;

type Reply = (answer: unknown) => void;

/** `race:quick` and `race:quick:cancel` (docs/protocol.md#races): checked against the shared schemas, always acknowledged. */
export function registerQuickHandlers(socket: Socket, quick: QuickRaces, log: FastifyBaseLogger, trustProxy: TrustProxy = false): void {
  const player = playerOf(socket);
  if (player) void socket.join(playerRoom(player.id));
  const on = (event: string, answer: (payload: unknown, player: PlayerRecord) => Promise<unknown>) => {
    socket.on(event, async (...args: unknown[]) => {
      const reply = args[args.length - 1];
      if (typeof reply !== 'function') return;
      const payload = args.length > 1 ? args[0] : undefined;
      try {
        if (!player) return (reply as Reply)({ ok: false, error: { code: ErrorCode.Unauthorized, message: 'Connect with a player token (auth: {token}) to race.' } });
        (reply as Reply)(await answer(payload, player));
      } catch (error) {
        (reply as Reply)({ ok: false, error: failureProblem(error, log, { event }, 'quick race request failed') });
      }
    });
  };
  on(QuickRaceEvent.Quick, async (payload, who) => {
    const parsed = parsePayload(QuickRaceEvent.Quick, raceQuickSchema, payload);
    return parsed.ok ? quick.ask(who, parsed.data, askerOf(socket, who, trustProxy)) : { ok: false, error: parsed.error };
  });
  on(QuickRaceEvent.Cancel, async (payload, who) => {
    const parsed = parsePayload(QuickRaceEvent.Cancel, raceQuickCancelSchema, payload);
    return parsed.ok ? quick.cancel(who.id) : { ok: false, error: parsed.error };
  });
  // Nobody is raced who is gone: a player whose socket drops leaves the queue.
  socket.on('disconnect', () => {
    if (player) quick.cancel(player.id).catch((error: unknown) => log.error({ err: error }, 'leaving the quick queue failed'));
  });
}

/** Told to every other process (Redis adapter) when a race formed: they seat the players they hold. */
const PLACED = 'quick:placed';

/**
 * A formed race: its players' sockets, on every process, enter its room and hear its state; and
 * each process holding one of them seats them there as a `race:join` would (so a player who drops
 * is away, then `dnf`, as in any room).
 */
export function publishQuick(io: Server, quick: QuickRaces, races: RaceService, shared: boolean, log: FastifyBaseLogger): void {
  const seatHere = async (playerIds: readonly string[], code: string) => {
    const sockets = await io.local.in(playerIds.map(playerRoom)).fetchSockets();
    for (const socket of sockets) {
      const player = (socket.data as { player?: PlayerRecord | null }).player;
      if (!player) continue;
      socket.join(raceRoom(code));
      await races.join(player, code);
    }
  };
  const seat = (playerIds: readonly string[], code: string) => seatHere(playerIds, code).catch((error: unknown) => log.error({ err: error, code }, 'seating quick racers failed'));
  quick.onPlaced(async (playerIds, view) => {
    const rooms = playerIds.map(playerRoom);
    io.in(rooms).socketsJoin(raceRoom(view.code));
    io.to(rooms).emit(RACE_STATE_EVENT, view);
    if (shared) io.serverSideEmit(PLACED, playerIds, view.code);
    await seat(playerIds, view.code);
  });
  if (shared) {
    io.on(PLACED, (playerIds: unknown, code: unknown) => {
      if (Array.isArray(playerIds) && typeof code === 'string')
        void seat(
          playerIds.filter((id): id is string => typeof id === 'string'),
          code,
        );
    });
  }
}
