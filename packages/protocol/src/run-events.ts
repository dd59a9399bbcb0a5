import { z } from 'zod';
import { runReviewStatusSchema } from './fair-play.ts';
import { clientJson } from './client-json.ts';
import { problemSchema } from './errors.ts';
import { Limits } from './limits.ts';
import { runStatusSchema, stateViewSchema } from './state.ts';

/** Socket.IO events a client sends for runs (docs/protocol.md#runs). */
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
/** The move itself is each game's JSON (docs/games/README.md#boards-and-moves-as-json); core's move schema checks it. */
const moveJsonSchema = clientJson(z.json().refine((move) => JSON.stringify(move).length <= Limits.maxMoveBytes, `a move is at most ${Limits.maxMoveBytes} bytes of JSON`));
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
  /** False when the run cannot rank: the player has played this daily before (only a first run of a daily counts). */
  ranked: z.boolean(),
  /** The puzzle's par as known at the start: null while `parPending` (then `puzzle:par` brings it), or when the solver gave none. */
  par: z.number().nullable(),
  /** True when the run started before its par was solved (no start waits for a par). */
  parPending: z.boolean(),
});

/** Pushed unasked to a socket with a run whose par was pending at its start, once the solver gives it. */
export const PUZZLE_PAR_EVENT = 'puzzle:par';
export const puzzleParSchema = z.object({ puzzleId: puzzleIdSchema, par: z.number().nullable() });
export type PuzzlePar = z.infer<typeof puzzleParSchema>;

/**
 * What ranks a run, as the leaderboard's `timeMs` and `score` (docs/runs.md#ranking). `timeMs`: when it was
 * solved, stuck or given up, null while a run of the other games is in play; for `walls`, when
 * its best path was first reached, and `score` that best path, which the layout on the board
 * may have lost since (both can be well before the layout was submitted).
 */
export const runResultSchema = z.object({
  timeMs: z.number().int().min(0).nullable(),
  score: z.number(),
});
export type RunResult = z.infer<typeof runResultSchema>;

/** Every other run event acknowledges with the run's state after the request. */
export const runStateAckSchema = z.object({
  ok: z.literal(true),
  runId: runIdSchema,
  /** The last accepted request's `seq` (0 before the first). */
  seq: z.number().int().min(0),
  state: stateViewSchema,
  /** Server time since the run started; frozen once the run is solved or over. */
  elapsedMs: z.number().int().min(0),
  /** What ranks the run so far, as the leaderboard has it (see `runResultSchema`). */
  result: runResultSchema,
  runStatus: runStatusSchema,
  ranked: z.boolean(),
  /** Milliseconds the run may last (`walls`, and every race run), else null: a resumed run knows its limit. */
  timeLimitMs: z.number().int().nullable(),
  /** `run:hint` only: the suggested move (null when the solver has none). */
  hint: z.json().optional(),
  /**
   * Set when the run ended and the fair-play check flagged it (docs/fair-play.md#plausibility): under review,
   * it counts on no board nor rating until a moderator clears it.
   */
  review: runReviewStatusSchema.optional(),
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
