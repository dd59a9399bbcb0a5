import { z } from 'zod';
import { clientJson } from './client-json.ts';
import { problemSchema } from './errors.ts';
import { Limits } from './limits.ts';
import { runStatusSchema, stateViewSchema } from './state.ts';

/** Socket.IO events a client sends for runs (SPEC §4). */
export const RunEvent = {
  Start: 'run:start',
  Move: 'run:move',
  Undo: 'run:undo',
  Hint: 'run:hint',
  Finish: 'run:finish',
  Resume: 'run:resume',
} as const;
export type RunEventName = (typeof RunEvent)[keyof typeof RunEvent];

export const puzzleIdSchema = z.string().min(1).max(Limits.maxPuzzleIdLength);
export const runIdSchema = z.string().min(1).max(Limits.maxRunIdLength);
/** Requests of a run are numbered from 1; the server refuses a stale or repeated one. */
export const seqSchema = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

export const runStartSchema = z.strictObject({ puzzleId: puzzleIdSchema });
/** The move itself is each game's JSON (SPEC §6); core's move schema checks it. */
const moveJsonSchema = clientJson(
  z.json().refine((move) => JSON.stringify(move).length <= Limits.maxMoveBytes, `a move is at most ${Limits.maxMoveBytes} bytes of JSON`),
);
export const runMoveSchema = z.strictObject({ runId: runIdSchema, seq: seqSchema, move: moveJsonSchema });
export const runUndoSchema = z.strictObject({ runId: runIdSchema, seq: seqSchema });
export const runHintSchema = runUndoSchema;
export const runFinishSchema = z.strictObject({ runId: runIdSchema });
export const runResumeSchema = runFinishSchema;

export const RUN_PAYLOADS = {
  [RunEvent.Start]: runStartSchema,
  [RunEvent.Move]: runMoveSchema,
  [RunEvent.Undo]: runUndoSchema,
  [RunEvent.Hint]: runHintSchema,
  [RunEvent.Finish]: runFinishSchema,
  [RunEvent.Resume]: runResumeSchema,
} as const;

export type RunStart = z.infer<typeof runStartSchema>;
export type RunMove = z.infer<typeof runMoveSchema>;
export type RunUndo = z.infer<typeof runUndoSchema>;
export type RunFinish = z.infer<typeof runFinishSchema>;

/** `run:start` → the board, with the server's clock started at `startedAt` (epoch ms). */
export const runStartedAckSchema = z.object({
  ok: z.literal(true),
  runId: runIdSchema,
  puzzleId: puzzleIdSchema,
  board: z.unknown(),
  startedAt: z.number().int(),
  state: stateViewSchema,
  /** Milliseconds the run may last (`walls`), else null. */
  timeLimitMs: z.number().int().nullable(),
});

/** Every other run event acknowledges with the run's state after the request. */
export const runStateAckSchema = z.object({
  ok: z.literal(true),
  runId: runIdSchema,
  /** The last accepted request's `seq` (0 before the first). */
  seq: z.number().int().min(0),
  state: stateViewSchema,
  /** Server time since the run started; frozen once the run is solved or over. */
  elapsedMs: z.number().int().min(0),
  runStatus: runStatusSchema,
  ranked: z.boolean(),
  /** Milliseconds the run may last (`walls`, and every race run), else null: a resumed run knows its limit. */
  timeLimitMs: z.number().int().nullable(),
  /** `run:hint` only: the suggested move (null when the solver has none). */
  hint: z.json().optional(),
});

/** A refusal; `state` and `seq` are there whenever the run is known, so the client can resync. */
export const runErrorAckSchema = z.object({
  ok: z.literal(false),
  error: problemSchema,
  state: stateViewSchema.optional(),
  seq: z.number().int().min(0).optional(),
});

export type RunStartedAck = z.infer<typeof runStartedAckSchema>;
export type RunStateAck = z.infer<typeof runStateAckSchema>;
export type RunErrorAck = z.infer<typeof runErrorAckSchema>;
export type RunAck = RunStartedAck | RunStateAck | RunErrorAck;
