import { viewState } from '@gridrace/core';
import type { Problem, RunErrorAck, RunStateAck } from '@gridrace/protocol';
import type { LiveRun } from './live-run.ts';

export function stateAck(run: LiveRun, now: number, hint?: unknown): RunStateAck {
  return {
    ok: true,
    runId: run.record.id,
    seq: run.lastSeq,
    state: viewState(run.puzzle, run.state) as RunStateAck['state'],
    elapsedMs: Math.round(run.elapsedMs(now)),
    result: run.result,
    runStatus: run.status,
    ranked: run.ranked,
    timeLimitMs: run.record.timeLimitMs,
    ...(run.review === null ? {} : { review: run.review }),
    ...(hint === undefined ? {} : { hint: hint as RunStateAck['hint'] }),
  };
}

/** A refusal; with the run's current state when the asker may see it, so the client can resync. */
export function errorAck(code: string, message: string, run?: LiveRun, reason?: Problem['reason']): RunErrorAck {
  return problemAck({ code, message, ...(reason ? { reason } : {}) }, run);
}

/** The same, for a refusal that is a whole problem already (a `rate_limited` one with its `retryAfterMs`). */
export function problemAck(error: Problem, run?: LiveRun): RunErrorAck {
  if (!run) return { ok: false, error };
  return {
    ok: false,
    error,
    state: viewState(run.puzzle, run.state) as RunErrorAck['state'] & object,
    seq: run.lastSeq,
  };
}
