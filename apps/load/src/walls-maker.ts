import { randomBytes } from 'node:crypto';
import { expectOk, seededPuzzle } from '@gridrace/core';
import { PUZZLE_PAR_EVENT, puzzleParSchema, RunEvent, runStartedAckSchema } from '@gridrace/protocol';
import type { Socket } from 'socket.io-client';
import { emitWithAck, refusal, sleep } from './acks.ts';
import type { LoadPlayer } from './players.ts';
import type { PhaseStats } from './stats.ts';

/** Players taking turns: each may start 20 runs in a burst, then one a second (docs/protocol.md#rate-limits). */
export const WALLS_MAKERS = 3;
/** A `complex` par can take seconds on a busy machine: only a stuck server misses this. */
const WALLS_START_TIMEOUT_MS = 120_000;

/**
 * Issue 6's pressure: every `everyS` seconds a `run:start` on a `walls` `complex` puzzle
 * nobody has seen (a fresh seed), so the server must solve its par in its solver pool
 * while the racers' moves go on; the run is then given up, as it is not the point.
 */
export function startWallsMaker(makers: readonly LoadPlayer[], everyS: number, stats: PhaseStats): { stop: (graceMs: number) => Promise<void> } {
  // No maker could be created (the setup counted why): nobody to ask for puzzles.
  if (makers.length === 0) return { stop: async () => undefined };
  const pending = new Set<Promise<void>>();
  /** Pars pushed to come and not come yet. */
  let parsAwaited = 0;
  let turn = 0;
  const makeOne = async () => {
    const maker = makers[turn++ % makers.length]!;
    const puzzleId = expectOk(seededPuzzle('walls', { preset: 'complex' }, `load-${randomBytes(6).toString('hex')}`)).id;
    stats.wallsPuzzles += 1;
    // Listened for before asking: the par may come right after the ack.
    const parCame = parOf(maker.socket, puzzleId, WALLS_START_TIMEOUT_MS);
    const sentAt = performance.now();
    const started = await emitWithAck(maker.socket, RunEvent.Start, { puzzleId }, WALLS_START_TIMEOUT_MS);
    if (!started.answered) {
      if (started.failure === 'timeout') stats.recordError('timeout', `walls run:start ${puzzleId}: no ack within ${WALLS_START_TIMEOUT_MS} ms`);
      return;
    }
    const run = runStartedAckSchema.safeParse(started.ack);
    if (!run.success) {
      const { code, message } = refusal(started.ack);
      return stats.recordError(code, `${maker.name} walls run:start: ${message}`);
    }
    stats.wallsStartLatencies.push(started.latencyMs);
    // Par known: at the start already, or when the server pushes it (the run is given up meanwhile).
    if (!run.data.parPending) {
      parCame.cancel();
      stats.parKnownLatencies.push(started.latencyMs);
    } else {
      parsAwaited += 1;
      void parCame.arrived.then((cameAt) => {
        parsAwaited -= 1;
        if (cameAt === null) stats.recordError('timeout', `walls par of ${puzzleId}: not pushed within ${WALLS_START_TIMEOUT_MS} ms`);
        else stats.parKnownLatencies.push(cameAt - sentAt);
      });
    }
    const finished = await emitWithAck(maker.socket, RunEvent.Finish, { runId: run.data.runId }, WALLS_START_TIMEOUT_MS);
    if (!finished.answered) {
      if (finished.failure === 'timeout') stats.recordError('timeout', `${maker.name} walls run:finish: no ack within ${WALLS_START_TIMEOUT_MS} ms`);
      return;
    }
    if ((finished.ack as { ok?: unknown }).ok !== true) {
      const { code, message } = refusal(finished.ack);
      stats.recordError(code, `${maker.name} walls run:finish: ${message}`);
    }
  };
  const timer = setInterval(() => {
    const job = makeOne().finally(() => pending.delete(job));
    pending.add(job);
  }, everyS * 1000);
  return {
    /** No new puzzle; those being solved get `graceMs` to answer, the rest count as unanswered. */
    stop: async (graceMs: number) => {
      clearInterval(timer);
      await Promise.race([Promise.all(pending), sleep(graceMs)]);
      stats.unansweredAtClose += pending.size;
      stats.parUnknownAtClose += parsAwaited;
    },
  };
}

/** When (performance.now) the server pushes this puzzle's par to the socket; null if it does not in time. */
function parOf(socket: Socket, puzzleId: string, timeoutMs: number): { arrived: Promise<number | null>; cancel: () => void } {
  let cancel = () => undefined as void;
  const arrived = new Promise<number | null>((resolve) => {
    const done = (at: number | null) => {
      clearTimeout(timer);
      socket.off(PUZZLE_PAR_EVENT, listener);
      resolve(at);
    };
    const listener = (message: unknown) => {
      if (puzzleParSchema.safeParse(message).data?.puzzleId === puzzleId) done(performance.now());
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    socket.on(PUZZLE_PAR_EVENT, listener);
    cancel = () => done(null);
  });
  return { arrived, cancel };
}
