import { randomBytes } from 'node:crypto';
import { expectOk, seededPuzzle } from '@gridrace/core';
import { RunEvent, runStartedAckSchema } from '@gridrace/protocol';
import { emitWithAck, refusal, sleep } from './acks.ts';
import type { LoadPlayer } from './players.ts';
import type { PhaseStats } from './stats.ts';

/** Players taking turns: each may start 20 runs in a burst, then one a second (SPEC §4). */
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
  let turn = 0;
  const makeOne = async () => {
    const maker = makers[turn++ % makers.length]!;
    const puzzleId = expectOk(seededPuzzle('walls', { preset: 'complex' }, `load-${randomBytes(6).toString('hex')}`)).id;
    stats.wallsPuzzles += 1;
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
    },
  };
}
