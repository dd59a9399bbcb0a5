import { ErrorCode, RACE_PAYLOADS, RACE_STATE_EVENT, RaceEvent, runResumeSchema, type RaceAck, type RaceEventName } from '@gridrace/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { askerOf, type TrustProxy } from '../http/client-address.ts';
import type { PuzzleCatalog } from '../puzzles/catalog.ts';
import { parRoom } from '../runs/socket-handlers.ts';
import type { Server, Socket } from 'socket.io';
import { failureProblem } from '../failures.ts';
import { parsePayload } from '../payload.ts';
import type { PlayerRecord } from '../store/store.ts';
import type { HeldHere } from './race-presence.ts';
import type { RaceService } from './race-service.ts';

/** Each race is a Socket.IO room of this name: `race:state` goes there. */
export const raceRoom = (code: string): string => `race:${code}`;

const playerOf = (socket: Socket | undefined): PlayerRecord | null | undefined => (socket?.data as { player?: PlayerRecord | null } | undefined)?.player;

async function handle(event: RaceEventName, payload: unknown, socket: Socket, races: RaceService, trustProxy: TrustProxy): Promise<RaceAck> {
  const parsed = parsePayload(event, RACE_PAYLOADS[event], payload);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  const player = playerOf(socket);
  if (!player) return { ok: false, error: { code: ErrorCode.Unauthorized, message: 'Connect with a player token (auth: {token}) to race.' } };
  // Every race payload but `race:create` names a race by code (the schemas say so).
  const data = parsed.data as { code: string; as?: 'racer' | 'spectator'; rated?: boolean };
  switch (event) {
    case RaceEvent.Create: {
      const ack = await races.create(player, parsed.data as never, askerOf(socket, player, trustProxy));
      if (ack.ok && 'code' in ack) {
        await enter(socket, races, player.id, ack.code);
        await races.announce(ack.code);
      }
      return ack;
    }
    case RaceEvent.Join: {
      // In the room first, so the `race:state` of this very join reaches the joiner too.
      await socket.join(raceRoom(data.code));
      const ack = await races.join(player, data.code, data.as);
      if (!ack.ok) await socket.leave(raceRoom(data.code));
      else await letGoIfDropped(socket, races, player.id, data.code);
      return ack;
    }
    case RaceEvent.Start:
      return races.start(player, data.code, askerOf(socket, player, trustProxy));
    case RaceEvent.Leave: {
      const ack = await races.leave(player, data.code);
      if (ack.ok) await socket.leave(raceRoom(data.code));
      return ack;
    }
    case RaceEvent.Rematch:
      return races.rematch(player, data.code, askerOf(socket, player, trustProxy));
    case RaceEvent.Rated:
      return races.setRated(player, data.code, data.rated === true);
  }
}

/** The codes of the races this socket's player sits in (its rooms), to mark them away on a drop. */
const raceCodesOf = (socket: Socket): string[] => [...socket.rooms].filter((room) => room.startsWith('race:')).map((room) => room.slice('race:'.length));

/**
 * Whether the player has another socket in the race's room on this process (a second tab):
 * then this process still holds them. A tab on another process is that process's hold.
 */
function stillHeldHere(socket: Socket, code: string, playerId: string): boolean {
  const others = [...(socket.nsp.adapter.rooms.get(raceRoom(code)) ?? [])].filter((id) => id !== socket.id);
  return others.some((id) => playerOf(socket.nsp.sockets.get(id))?.id === playerId);
}

/** The player's socket is gone, or going: unless another of theirs is in the room here, this process lets go of them. */
async function letGoIfLast(socket: Socket, races: RaceService, playerId: string, code: string): Promise<void> {
  if (!stillHeldHere(socket, code, playerId)) await races.presence.letGo(playerId, code);
}

/**
 * After this process came to hold the player in the race: a socket that dropped meanwhile was
 * let go of before the hold (which its drop therefore missed), so it is let go of now.
 */
async function letGoIfDropped(socket: Socket, races: RaceService, playerId: string, code: string): Promise<void> {
  if (socket.disconnected) await letGoIfLast(socket, races, playerId, code);
}

/** Into the race's room, now that this process holds the player there. */
async function enter(socket: Socket, races: RaceService, playerId: string, code: string): Promise<void> {
  // Checked at the join itself: a room joined after the socket's drop would keep it for good.
  if (socket.connected) await socket.join(raceRoom(code));
  else await letGoIfLast(socket, races, playerId, code);
}

/** Every player with a socket in a race's room on this process: the members it holds. */
function heldHere(io: Server): HeldHere[] {
  const nsp = io.of('/');
  return [...nsp.adapter.rooms].flatMap(([room, ids]) => {
    if (!room.startsWith('race:')) return [];
    const code = room.slice('race:'.length);
    const players = new Set([...ids].map((id) => playerOf(nsp.sockets.get(id))?.id).filter((id) => id !== undefined));
    return [...players].map((playerId) => ({ playerId, code }));
  });
}

/**
 * Wires the race events of docs/protocol.md#races to the race service: payloads checked against the
 * shared schemas, an ack whatever happens, and the socket kept in its races' rooms.
 */
export function registerRaceHandlers(socket: Socket, races: RaceService, log: FastifyBaseLogger, trustProxy: TrustProxy = false): void {
  for (const event of Object.values(RaceEvent)) {
    socket.on(event, async (...args: unknown[]) => {
      const ack = args[args.length - 1];
      if (typeof ack !== 'function') return;
      const reply = ack as (answer: RaceAck) => void;
      try {
        reply(await handle(event, args.length > 1 ? args[0] : undefined, socket, races, trustProxy));
      } catch (error) {
        reply({ ok: false, error: failureProblem(error, log, { event }, 'race request failed') });
      }
    });
  }
  // A racer back through `run:resume` on a race run rejoins its room (the run handler answers the resume).
  socket.on('run:resume', (payload: unknown) => {
    const player = playerOf(socket);
    const parsed = runResumeSchema.safeParse(payload);
    if (!player || !parsed.success) return;
    races.presence
      .resumed(player, parsed.data.runId)
      .then((code) => (code ? enter(socket, races, player.id, code) : undefined))
      .catch((error: unknown) => log.error({ err: error }, 'race resume failed'));
  });
  // `disconnecting`: the socket still knows its rooms. Their last socket here gone, this
  // process lets go of them; with no other process holding them, they are away.
  socket.on('disconnecting', () => {
    const player = playerOf(socket);
    if (!player) return;
    for (const code of raceCodesOf(socket)) {
      letGoIfLast(socket, races, player.id, code).catch((error: unknown) => log.error({ err: error, code }, 'race away failed'));
    }
  });
}

/** `race:state` to everyone in the race's room; the rooms say whom this process holds. */
export function publishRaces(io: Server, races: RaceService, catalog: PuzzleCatalog): void {
  races.onChange((view) => {
    // The room's puzzle still waits for its par: its sockets hear it when it comes (`puzzle:par`).
    // Only from "Go" on, when the state names the puzzle: the par's message names it too.
    if (view.puzzleId !== null && catalog.solvingPar(view.puzzleId)) io.in(raceRoom(view.code)).socketsJoin(parRoom(view.puzzleId));
    io.to(raceRoom(view.code)).emit(RACE_STATE_EVENT, view);
  });
  races.presence.listSockets(() => heldHere(io));
}
