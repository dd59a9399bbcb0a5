import { describe, expect, it } from 'vitest';
import { RUN_PAYLOADS, RunEvent, runErrorAckSchema, runMoveSchema, runStartedAckSchema, runStateAckSchema } from './run-events.ts';

describe('run event payloads', () => {
  it('has a schema for every run event', () => {
    expect(Object.keys(RUN_PAYLOADS).sort()).toEqual(Object.values(RunEvent).sort());
  });

  it('accepts the shapes of docs/protocol.md#runs', () => {
    expect(RUN_PAYLOADS['run:start'].parse({ puzzleId: 'fifteen.v1.4.k3j9x2' })).toEqual({ puzzleId: 'fifteen.v1.4.k3j9x2' });
    expect(runMoveSchema.parse({ runId: 'r1', seq: 1, move: { x: 1, y: 2, turn: 'cw' } }).move).toEqual({ x: 1, y: 2, turn: 'cw' });
    expect(RUN_PAYLOADS['run:undo'].safeParse({ runId: 'r1', seq: 3 }).success).toBe(true);
    expect(RUN_PAYLOADS['run:finish'].safeParse({ runId: 'r1' }).success).toBe(true);
  });

  it.each([
    ['a missing runId', { seq: 1, move: {} }],
    ['a seq of 0', { runId: 'r', seq: 0, move: {} }],
    ['a fractional seq', { runId: 'r', seq: 1.5, move: {} }],
    ['a string seq', { runId: 'r', seq: '1', move: {} }],
    ['an unknown field', { runId: 'r', seq: 1, move: {}, extra: 1 }],
    ['a huge move', { runId: 'r', seq: 1, move: { x: 'x'.repeat(2000) } }],
    ['a move that is not JSON', { runId: 'r', seq: 1, move: () => 1 }],
    ['a run id too long', { runId: 'r'.repeat(65), seq: 1, move: {} }],
  ])('refuses %s', (_label, payload) => {
    expect(runMoveSchema.safeParse(payload).success).toBe(false);
  });
});

describe('acks', () => {
  const state = { board: { size: 3, tiles: [1, 2, 3, 4, 5, 6, 7, 8, 0] }, status: 'solved', moves: 12, score: 0 };

  it('describe the started, state and error acknowledgements', () => {
    expect(
      runStartedAckSchema.safeParse({ ok: true, runId: 'r', puzzleId: 'p', board: {}, startedAt: 1, state, timeLimitMs: null, ranked: true, par: 22, parPending: false }).success,
    ).toBe(true);
    // A run started before its par says so: par comes later (`puzzle:par`).
    expect(
      runStartedAckSchema.safeParse({ ok: true, runId: 'r', puzzleId: 'p', board: {}, startedAt: 1, state, timeLimitMs: null, ranked: true, par: null, parPending: true }).success,
    ).toBe(true);
    // A new run says whether it ranks: a second run of a daily does not.
    expect(runStartedAckSchema.safeParse({ ok: true, runId: 'r', puzzleId: 'p', board: {}, startedAt: 1, state, timeLimitMs: null }).success).toBe(false);
    const ack = { ok: true, runId: 'r', seq: 3, state, elapsedMs: 900, result: { timeMs: 900, score: 0 }, runStatus: 'solved', ranked: true, timeLimitMs: null };
    expect(runStateAckSchema.safeParse(ack).success).toBe(true);
    // A resumed run says its limit: a client reloading a timed run needs it.
    expect(runStateAckSchema.safeParse({ ...ack, timeLimitMs: undefined }).success).toBe(false);
    // And what ranks it, which a `walls` client cannot know from its clock and board alone.
    expect(runStateAckSchema.safeParse({ ...ack, result: undefined }).success).toBe(false);
    expect(runStateAckSchema.safeParse({ ...ack, runStatus: 'playing', result: { timeMs: null, score: 0 } }).success).toBe(true);
    expect(runErrorAckSchema.safeParse({ ok: false, error: { code: 'stale_seq', message: 'm' }, state, seq: 3 }).success).toBe(true);
    expect(runErrorAckSchema.safeParse({ ok: false, error: { code: 'x' } }).success).toBe(false);
  });
});
