import { ErrorCode, PUZZLE_PAR_EVENT, RUN_PAYLOADS, RunEvent, type PuzzlePar, type RunAck, type RunEventName } from '@gridrace/protocol';
import type { Puzzle } from '@gridrace/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import type { PuzzleCatalog } from '../puzzles/catalog.ts';
import type { Services } from '../context.ts';
import type { PlayerRecord } from '../store/store.ts';
import { parsePayload } from '../payload.ts';
import { failureProblem } from '../failures.ts';
import { askerOf } from '../http/client-address.ts';
import { errorAck } from './acks.ts';

type Handler = (services: Services, player: PlayerRecord, payload: never, socket: Socket) => Promise<RunAck>;

const HANDLERS: Readonly<Record<RunEventName, Handler>> = {
  [RunEvent.Start]: (s, player, p: { puzzleId: string }, socket) => s.runs.start(player, p.puzzleId, askerOf(socket, player, s.config.trustProxy)),
  [RunEvent.Move]: (s, player, p: { runId: string; seq: number; move: unknown }) => s.runs.move(player, p),
  [RunEvent.Undo]: (s, player, p: { runId: string; seq: number }) => s.runs.undo(player, p),
  [RunEvent.Hint]: (s, player, p: { runId: string; seq: number }) => s.runs.hint(player, p),
  [RunEvent.Finish]: (s, player, p: { runId: string }) => s.runs.finish(player, p.runId),
  [RunEvent.Resume]: (s, player, p: { runId: string }) => s.runs.resume(player, p.runId),
};

async function handle(event: RunEventName, payload: unknown, socket: Socket, services: Services): Promise<RunAck> {
  const parsed = parsePayload(event, RUN_PAYLOADS[event], payload);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  const player = (socket.data as { player?: PlayerRecord | null }).player;
  if (!player) return errorAck(ErrorCode.Unauthorized, 'Connect with a player token (auth: {token}) to play.');
  return HANDLERS[event](services, player, parsed.data as never, socket);
}

/**
 * Wires the run events of docs/protocol.md#runs to the run service. Every payload is checked against
 * the shared protocol schema first; whatever goes wrong, the client gets an ack, never silence.
 */
export function registerRunHandlers(socket: Socket, services: Services, log: FastifyBaseLogger): void {
  for (const event of Object.values(RunEvent)) {
    socket.on(event, async (...args: unknown[]) => {
      // The ack is the last argument; a client that sent none cannot be answered.
      const ack = args[args.length - 1];
      if (typeof ack !== 'function') return;
      const reply = ack as (answer: RunAck) => void;
      const payload = args.length > 1 ? args[0] : undefined;
      try {
        const answer = await handle(event, payload, socket, services);
        reply(answer);
        // A run started before its par: this socket hears the par when the solver gives it.
        if ('parPending' in answer && answer.parPending) await awaitParOn(socket, answer.puzzleId, services.catalog);
      } catch (error) {
        // Whatever a payload does (even blow the stack of a validator), the server stays up.
        const problem = failureProblem(error, log, { event }, 'run request failed');
        reply(errorAck(problem.code, problem.message));
      }
    });
  }
}

/** The sockets that wait for a puzzle's par. */
export const parRoom = (puzzleId: string): string => `par:${puzzleId}`;

/** Joins the socket to the puzzle's par room; a par that came before the join is told at once. */
async function awaitParOn(socket: Socket, puzzleId: string, catalog: PuzzleCatalog): Promise<void> {
  await socket.join(parRoom(puzzleId));
  const known = catalog.known(puzzleId);
  if (known && !catalog.solvingPar(puzzleId)) socket.emit(PUZZLE_PAR_EVENT, parMessage(known));
}

const parMessage = (puzzle: Puzzle): PuzzlePar => ({ puzzleId: puzzle.id, par: puzzle.par });

/** `puzzle:par` to every socket that waits for it, on every process (the rooms are shared with Redis). */
export function publishPars(io: Server, catalog: PuzzleCatalog): void {
  catalog.onPar((puzzle) => {
    io.to(parRoom(puzzle.id)).emit(PUZZLE_PAR_EVENT, parMessage(puzzle));
  });
}
