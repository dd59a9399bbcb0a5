import { ErrorCode, RACE_PAYLOADS, RACE_STATE_EVENT, RaceEvent, runResumeSchema, type RaceAck, type RaceEventName } from '@gridrace/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import { parsePayload } from '../payload.ts';
import type { PlayerRecord } from '../store/store.ts';
import type { RaceService } from './race-service.ts';

/** Each race is a Socket.IO room of this name: `race:state` goes there. */
export const raceRoom = (code: string): string => `race:${code}`;

async function handle(event: RaceEventName, payload: unknown, socket: Socket, races: RaceService): Promise<RaceAck> {
  const parsed = parsePayload(event, RACE_PAYLOADS[event], payload);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  const player = (socket.data as { player?: PlayerRecord | null }).player;
  if (!player) return { ok: false, error: { code: ErrorCode.Unauthorized, message: 'Connect with a player token (auth: {token}) to race.' } };
  // Every race payload but `race:create` names a race by code (the schemas say so).
  const data = parsed.data as { code: string; as?: 'racer' | 'spectator' };
  switch (event) {
    case RaceEvent.Create: {
      const ack = await races.create(player, parsed.data as never);
      if (ack.ok && 'code' in ack) {
        await socket.join(raceRoom(ack.code));
        await races.announce(ack.code);
      }
      return ack;
    }
    case RaceEvent.Join: {
      // In the room first, so the `race:state` of this very join reaches the joiner too.
      await socket.join(raceRoom(data.code));
      const ack = await races.join(player, data.code, data.as ?? 'racer');
      if (!ack.ok) await socket.leave(raceRoom(data.code));
      return ack;
    }
    case RaceEvent.Start:
      return races.start(player, data.code);
    case RaceEvent.Leave: {
      const ack = await races.leave(player, data.code);
      if (ack.ok) await socket.leave(raceRoom(data.code));
      return ack;
    }
    case RaceEvent.Rematch:
      return races.rematch(player, data.code);
  }
}

/** The codes of the races this socket's player sits in (its rooms), to mark them away on a drop. */
const raceCodesOf = (socket: Socket): string[] => [...socket.rooms].filter((room) => room.startsWith('race:')).map((room) => room.slice('race:'.length));

/** Whether the player has another socket in the race's room (a second tab): then they are not away. */
async function stillThere(socket: Socket, code: string, playerId: string): Promise<boolean> {
  const sockets = await socket.nsp.in(raceRoom(code)).fetchSockets();
  return sockets.some((other) => other.id !== socket.id && (other.data as { player?: PlayerRecord | null }).player?.id === playerId);
}

/**
 * Wires the race events of SPEC §4 to the race service: payloads checked against the
 * shared schemas, an ack whatever happens, and the socket kept in its races' rooms.
 */
export function registerRaceHandlers(socket: Socket, races: RaceService, log: FastifyBaseLogger): void {
  for (const event of Object.values(RaceEvent)) {
    socket.on(event, async (...args: unknown[]) => {
      const ack = args[args.length - 1];
      if (typeof ack !== 'function') return;
      const reply = ack as (answer: RaceAck) => void;
      try {
        reply(await handle(event, args.length > 1 ? args[0] : undefined, socket, races));
      } catch (error) {
        log.error({ err: error, event }, 'race request failed');
        reply({ ok: false, error: { code: ErrorCode.Internal, message: 'The server could not handle this request; nothing was changed.' } });
      }
    });
  }
  // A racer back through `run:resume` on a race run rejoins its room (the run handler answers the resume).
  socket.on('run:resume', (payload: unknown) => {
    const player = (socket.data as { player?: PlayerRecord | null }).player;
    const parsed = runResumeSchema.safeParse(payload);
    if (!player || !parsed.success) return;
    races
      .resumed(player, parsed.data.runId)
      .then((code) => (code ? socket.join(raceRoom(code)) : undefined))
      .catch((error: unknown) => log.error({ err: error }, 'race resume failed'));
  });
  // `disconnecting`: the socket still knows its rooms.
  socket.on('disconnecting', () => {
    const player = (socket.data as { player?: PlayerRecord | null }).player;
    if (!player) return;
    for (const code of raceCodesOf(socket)) {
      stillThere(socket, code, player.id)
        .then((there) => (there ? undefined : races.away(player.id, code)))
        .catch((error: unknown) => log.error({ err: error, code }, 'race away failed'));
    }
  });
}

/** `race:state` to everyone in the race's room. */
export function publishRaces(io: Server, races: RaceService): void {
  races.onChange((view) => io.to(raceRoom(view.code)).emit(RACE_STATE_EVENT, view));
}
