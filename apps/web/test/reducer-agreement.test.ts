import { expectOk, GAMES, replayLog, seededPuzzle, solvePuzzle, viewState, type GameName, type Puzzle, type RunRequest } from '@gridrace/core';
import fc from 'fast-check';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestArbitrary, SMALL_PARAMS } from '@gridrace/core/testing';
import { createApi, type Api } from '../src/client/api.ts';
import { RunController } from '../src/client/run-controller.ts';
import { socketTransport, type RunTransport } from '../src/client/transport.ts';
import { startServer, type RunningServer } from './support/server.ts';

/**
 * The browser and the server run one reducer (core's): random request logs, legal and not,
 * played through the web's run controller against the real server, and sent raw to the
 * server, end in the same states, and their stored logs replay to them.
 */

let server: RunningServer;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startServer({ env: { REST_RATE_LIMIT: '1000000' } });
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.stop();
});

/** What the two sides must agree on: the state's board and figures, and the last seq taken. */
interface Outcome {
  readonly board: unknown;
  readonly status: string;
  readonly moves: number;
  readonly score: number;
  readonly seq: number;
}

interface Player {
  readonly api: Api;
  readonly socket: Socket;
}

async function newPlayer(): Promise<Player> {
  const created = await createApi({ baseUrl: server.url }).createPlayer('Agreeing Ann');
  const socket = io(server.url, { auth: { token: created.token }, transports: ['websocket'], forceNew: true, reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return { api: createApi({ baseUrl: server.url, token: () => created.token }), socket };
}

const ask = (socket: Socket, event: string, payload: unknown) => socket.timeout(20_000).emitWithAck(event, payload) as Promise<Record<string, unknown>>;

/** The server's word on a run: its state and seq, as `run:resume` acknowledges them. */
async function serverOutcome(socket: Socket, runId: string): Promise<Outcome> {
  const ack = await ask(socket, 'run:resume', { runId });
  const state = ack.state as Omit<Outcome, 'seq'>;
  return { board: state.board, status: state.status, moves: state.moves, score: state.score, seq: ack.seq as number };
}

/** The run's stored log, replayed here by the core reducer; and whether the server verifies it. */
async function storedOutcome(api: Api, puzzle: Puzzle, runId: string): Promise<{ outcome: Outcome; verified: boolean | null; inPlay: boolean }> {
  const stored = await api.run(runId);
  if (!stored.log) throw new Error(`the log of run ${runId} is hidden`);
  const replayed = replayLog(puzzle, stored.log);
  expect(replayed.failure).toBeUndefined();
  const { board, status, moves, score } = viewState(puzzle, replayed.state);
  return { outcome: { board, status, moves, score, seq: replayed.lastSeq }, verified: stored.verified, inPlay: stored.status === 'playing' };
}

/**
 * The client path: the web's run controller, one request at a time (each answered before the
 * next, as a player clicks), or `pipelined`: all sent at once, each before any answer comes.
 */
async function throughController(player: Player, puzzle: Puzzle, requests: readonly RunRequest[], pipelined: boolean): Promise<{ runId: string; outcome: Outcome }> {
  let pending = 0;
  let lastSeq = 0;
  const refused: unknown[] = [];
  const socket = socketTransport(player.socket);
  const wire: RunTransport = {
    get connected() {
      return socket.connected;
    },
    onConnection: (listener) => socket.onConnection(listener),
    async request(event, payload) {
      pending++;
      const seq = (payload as { seq?: number }).seq;
      if (seq !== undefined) lastSeq = Math.max(lastSeq, seq);
      try {
        const ack = (await socket.request(event, payload)) as { ok?: boolean; error?: unknown };
        if (ack.ok === false) refused.push(ack.error);
        return ack;
      } finally {
        pending--;
      }
    },
  };
  let fetches = 0;
  const api = { ...player.api, run: async (runId: string) => (pending++, fetches++, await player.api.run(runId).finally(() => pending--)) };
  // Settled once nothing is in flight across two turns of the event loop (a hint's answer sends its move).
  const settled = async () => {
    for (let quiet = 0; quiet < 2;) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      quiet = pending === 0 ? quiet + 1 : 0;
    }
  };
  const run = new RunController(wire, api);
  await run.start(puzzle.id);
  expect(run.current.phase).toBe('playing');
  const shown = () => run.current.state && viewState(puzzle, run.current.state);
  for (const request of requests) {
    if (request.kind === 'move') run.move(request.move);
    else if (request.kind === 'undo') run.undo();
    else run.hint();
    if (pipelined) continue;
    const optimistic = shown();
    await settled();
    // What the browser showed at once is what the server then confirmed (a hint's move comes after its answer).
    if (request.kind !== 'hint') expect(shown()).toEqual(optimistic);
  }
  await settled();
  // The server refused nothing the browser sent, and nothing had to be caught up from its log.
  expect(refused).toEqual([]);
  expect(fetches).toBe(0);
  const state = run.current.state;
  if (!state || !run.current.runId) throw new Error('the run controller holds no run');
  const { board, status, moves, score } = viewState(puzzle, state);
  const outcome = { board, status, moves, score, seq: lastSeq };
  run.dispose();
  return { runId: run.current.runId, outcome };
}

/** The server path alone: the same requests sent raw, each with the next seq; a hint's move is played, as the client does. */
async function throughServer(player: Player, puzzle: Puzzle, requests: readonly RunRequest[]): Promise<string> {
  const started = await ask(player.socket, 'run:start', { puzzleId: puzzle.id });
  const runId = started.runId as string;
  let seq = 0;
  const send = async (request: RunRequest) => {
    const payload = request.kind === 'move' ? { runId, seq: seq + 1, move: request.move } : { runId, seq: seq + 1 };
    const ack = await ask(player.socket, `run:${request.kind}`, payload);
    if (ack.ok === true) seq = ack.seq as number;
    return ack;
  };
  for (const request of requests) {
    const ack = await send(request);
    if (request.kind === 'hint' && ack.ok === true && ack.hint != null && ack.runStatus === 'playing') await send({ kind: 'move', move: ack.hint });
  }
  return runId;
}

/** A few puzzles per game, each solved once (their solutions make the legal moves of the requests). */
const puzzlesOf = (game: GameName): Puzzle[] => ['a', 'b', 'c'].map((seed) => solvePuzzle(expectOk(seededPuzzle(game, SMALL_PARAMS[game], `agree-${seed}`))));

describe.each(GAMES)('%s: the browser and the server', (game) => {
  const puzzles = puzzlesOf(game);

  it('reach the same states from random request logs, and the stored logs replay to them', async () => {
    // Cases name their puzzle by id, so that a counterexample reads short.
    const byId = new Map(puzzles.map((puzzle) => [puzzle.id, puzzle]));
    const cases = fc.constantFrom(...byId.keys()).chain((id) => fc.tuple(fc.constant(id), fc.array(requestArbitrary(byId.get(id) as Puzzle), { maxLength: 24 }), fc.boolean()));
    await fc.assert(
      fc.asyncProperty(cases, async ([id, requests, pipelined]) => {
        const puzzle = byId.get(id) as Puzzle;
        // A player per case: run starts are rate-limited per player, and each case starts two runs.
        const player = await newPlayer();
        const client = await throughController(player, puzzle, requests, pipelined);
        const rawRunId = await throughServer(player, puzzle, requests);
        const authority = await serverOutcome(player.socket, client.runId);
        const raw = await serverOutcome(player.socket, rawRunId);
        expect(client.outcome).toEqual(authority);
        // Pipelined, a hint's move comes after the requests sent behind it: the raw run plays it at once.
        if (!pipelined) expect(raw).toEqual(authority);
        for (const [runId, server] of [
          [client.runId, authority],
          [rawRunId, raw],
        ] as const) {
          const stored = await storedOutcome(player.api, puzzle, runId);
          expect(stored.outcome).toEqual(server);
          // The server verifies a run's log once it is over (and keeps the verdict); in play it has none yet.
          expect(stored.verified).toBe(stored.inPlay ? null : true);
        }
        player.socket.close();
      }),
      { numRuns: 8 },
    );
  });
});
