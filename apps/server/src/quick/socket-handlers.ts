import { ErrorCode, QuickRaceEvent, RACE_STATE_EVENT, raceQuickCancelSchema, raceQuickSchema } from '@gridrace/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import { parsePayload } from '../payload.ts';
import { raceRoom } from '../races/socket-handlers.ts';
import type { PlayerRecord } from '../store/store.ts';
import type { QuickRaces } from './quick-races.ts';

/** Every socket of a player is in this room, on whatever process: a formed race finds them there. */
export const playerRoom = (playerId: string): string => `player:${playerId}`;

const playerOf = (socket: Socket): PlayerRecord | null => (socket.data as { player?: PlayerRecord | null }).player ?? null;

type Reply = (answer: unknown) => void;

/** `race:quick` and `race:quick:cancel` (SPEC §4): checked against the shared schemas, always acknowledged. */
export function registerQuickHandlers(socket: Socket, quick: QuickRaces, log: FastifyBaseLogger): void {
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
        log.error({ err: error, event }, 'quick race request failed');
        (reply as Reply)({ ok: false, error: { code: ErrorCode.Internal, message: 'The server could not handle this request; nothing was changed.' } });
      }
    });
  };
  on(QuickRaceEvent.Quick, async (payload, who) => {
    const parsed = parsePayload(QuickRaceEvent.Quick, raceQuickSchema, payload);
    return parsed.ok ? quick.ask(who, parsed.data) : { ok: false, error: parsed.error };
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

/** A formed race: its players' sockets, on every process, enter its room and hear its state. */
export function publishQuick(io: Server, quick: QuickRaces): void {
  quick.onPlaced(async (playerIds, view) => {
    const rooms = playerIds.map(playerRoom);
    io.in(rooms).socketsJoin(raceRoom(view.code));
    io.to(rooms).emit(RACE_STATE_EVENT, view);
  });
}
