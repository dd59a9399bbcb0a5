import { humanPauseMs } from './human-pace.ts';
import { openPuzzle, solvePuzzle } from '@gridrace/core';
import { raceStateSchema, type RaceStateView } from '@gridrace/protocol';
import request from 'supertest';
import type { Socket } from 'socket.io-client';
import { request as emit, type TestServer } from './app.ts';
import { signedInAccount } from './signed-in.ts';
import { hashToken } from '../../src/players/tokens.ts';
import type { Store } from '../../src/store/store.ts';

/** Every `race:state` a socket receives, and a way to wait for one that matches. */
export class RaceWatch {
  readonly states: RaceStateView[] = [];
  private waiters: { test: (s: RaceStateView) => boolean; resolve: (s: RaceStateView) => void }[] = [];

  constructor(socket: Socket) {
    socket.on('race:state', (payload: unknown) => {
      // Every push is exactly the shape the shared protocol promises.
      const state = raceStateSchema.parse(payload);
      this.states.push(state);
      this.waiters = this.waiters.filter((waiter) => (waiter.test(state) ? (waiter.resolve(state), false) : true));
    });
  }

  /** The first state from now on (or already received, when `seen`) that passes `test`. */
  until(test: (state: RaceStateView) => boolean, timeoutMs = 10_000): Promise<RaceStateView> {
    const seen = this.states.findLast(test);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no such race:state; last: ${JSON.stringify(this.states.at(-1))}`)), timeoutMs);
      this.waiters.push({ test, resolve: (state) => (clearTimeout(timer), resolve(state)) });
    });
  }

  get last(): RaceStateView | undefined {
    return this.states.at(-1);
  }
}

export interface Racer {
  readonly id: string;
  readonly token: string;
  socket: Socket;
  watch: RaceWatch;
}

export async function racer(server: TestServer, name: string): Promise<Racer> {
  const response = await request(server.url).post('/api/v1/players').send({ name }).expect(201);
  const socket = await server.connect(response.body.token);
  return { id: response.body.player.id, token: response.body.token, socket, watch: new RaceWatch(socket) };
}

let accounts = 0;
/**
 * A racer signed in to a new account (only accounts are rated: docs/fair-play.md#ratings), its
 * socket carrying the session cookie. The handle is `name` with a number, as handles are unique.
 */
export async function accountRacer(server: TestServer, name: string): Promise<Racer & { readonly handle: string }> {
  accounts += 1;
  const handle = `${name}${accounts}`;
  const { player, cookie } = await signedInAccount(server.app, handle);
  const socket = await server.connect({ cookie });
  return { id: player.id, token: '', handle, socket, watch: new RaceWatch(socket) };
}

/**
 * Makes a guest racer an account in the store, keeping the token it plays with (a test's shortcut
 * for signing up on the same device): for tests whose racers must be rated and must reconnect by token.
 */
export async function asAccount(store: Store, who: Racer, handle: string): Promise<void> {
  const refusal = await store.turnGuestIntoAccount({ playerId: who.id, handle, handleKey: handle.toLowerCase(), tokenHash: hashToken(who.token), at: Date.now() });
  if (refusal !== null) throw new Error(`${handle} could not become an account: ${refusal}`);
}

export function solutionOf(puzzleId: string | null): unknown[] {
  // A race's state names its puzzle from "Go" on: a null here is a test asking too early.
  if (puzzleId === null) throw new Error('The race has not started: its state names no puzzle yet.');
  const opened = openPuzzle(puzzleId);
  if (!opened.ok) throw new Error(opened.error.message);
  return [...solvePuzzle(opened.value).solution];
}

export const runIdOf = (state: RaceStateView, playerId: string): string => {
  const runId = state.players.find((p) => p.id === playerId)?.runId;
  if (!runId) throw new Error(`no run for ${playerId} in ${JSON.stringify(state)}`);
  return runId;
};

type Ack = { ok: boolean; seq: number; runStatus: string; error?: { code: string } };

/** Plays `moves` on a run from `seq` on; every one must be taken. */
export async function play(socket: Socket, runId: string, moves: readonly unknown[], firstSeq = 1): Promise<Ack> {
  let last: Ack = { ok: true, seq: firstSeq - 1, runStatus: 'playing' };
  for (const [index, move] of moves.entries()) {
    last = await emit<Ack>(socket, 'run:move', { runId, seq: firstSeq + index, move });
    if (!last.ok) throw new Error(`move ${firstSeq + index} refused: ${JSON.stringify(last)}`);
  }
  return last;
}

/**
 * `play`, at a person's varied pace (real pauses, about 120 ms typical times `scale`, before each
 * move): for runs that must stand the fair-play judgement and rank (docs/fair-play.md#plausibility).
 */
export async function playPaced(socket: Socket, runId: string, moves: readonly unknown[], firstSeq = 1, scale = 1): Promise<Ack> {
  let last: Ack = { ok: true, seq: firstSeq - 1, runStatus: 'playing' };
  for (const [index, move] of moves.entries()) {
    await new Promise((resolve) => setTimeout(resolve, humanPauseMs(firstSeq + index, scale)));
    last = await play(socket, runId, [move], firstSeq + index);
  }
  return last;
}

export const playerIn = (state: RaceStateView | undefined, id: string) => state?.players.find((p) => p.id === id);
