import { z } from 'zod';
import { paramsFieldSchema } from './client-json.ts';
import { Limits } from './limits.ts';
import { playerNameSchema } from './player-name.ts';
import { puzzleIdSchema, runIdSchema } from './run-events.ts';
import { gameSchema, runStatusSchema } from './state.ts';

/** Shapes of REST v1 (SPEC §4). Boards and params are each game's JSON (SPEC §6). */

export const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is YYYY-MM-DD');

export const gameInfoSchema = z.object({
  game: gameSchema,
  version: z.number().int(),
  defaultParams: z.record(z.string(), z.unknown()),
  presets: z.record(z.string(), z.record(z.string(), z.unknown())),
  /** JSON Schema of the params `seededPuzzle` accepts. */
  paramsSchema: z.record(z.string(), z.unknown()),
  dailyParams: z.record(z.string(), z.unknown()),
});
export const gamesResponseSchema = z.object({ games: z.array(gameInfoSchema) });

/** `GET /api/v1/puzzles/{id}`: the same object as `gridrace show --json`. */
export const puzzleResponseSchema = z.object({
  id: z.string(),
  game: gameSchema,
  params: z.unknown(),
  board: z.unknown(),
  par: z.number().int().nullable(),
  /** `same`: the best-known score (the solver's best line), a target for players; null for other games. Not in `gridrace show --json`. */
  bestScore: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe("same: the best score known for this puzzle (the solver's best line), a target to beat; null for other games"),
});

/** `POST /api/v1/puzzles`: a new game with a fresh random seed; omitted params are the game's defaults. */
export const newPuzzleBodySchema = z.strictObject({
  game: gameSchema,
  /** The game's params (SPEC §6), e.g. `{"preset": "complex"}`; core's schema checks them. */
  params: paramsFieldSchema.optional(),
});

export const dailyPuzzleSchema = puzzleResponseSchema.extend({ date: dateSchema });
/** A day's dailies; `firstDay`: the server's first day of dailies, before which every date is a 404. */
export const dailyResponseSchema = z.object({ date: dateSchema, firstDay: dateSchema, puzzles: z.array(dailyPuzzleSchema) });

export const createPlayerBodySchema = z.strictObject({ name: playerNameSchema });

export const playerRefSchema = z.object({ id: z.string(), name: z.string() });
export const createPlayerResponseSchema = z.object({
  player: playerRefSchema.extend({ createdAt: z.string() }),
  token: z.string(),
});

/** `PATCH /api/v1/players/me`: the token's player takes a new name. */
export const renamePlayerBodySchema = z.strictObject({ name: playerNameSchema });
export const renamePlayerResponseSchema = z.object({ player: playerRefSchema.extend({ createdAt: z.string() }) });

export const runSummarySchema = z.object({
  runId: runIdSchema,
  puzzleId: z.string(),
  game: gameSchema,
  status: runStatusSchema,
  ranked: z.boolean(),
  timeMs: z.number().int().nullable(),
  moves: z.number().int(),
  score: z.number(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export const playerResponseSchema = z.object({
  player: playerRefSchema.extend({ createdAt: z.string() }),
  /** The player's counting run on each puzzle they finished ranked, best first per game. */
  personalBests: z.array(runSummarySchema),
  /** Most recent runs first; a run left in play without a single move is not listed. */
  history: z.array(runSummarySchema),
});

/** `GET /api/v1/players/me/runs?puzzleId=`: the token's player's runs of one puzzle. */
export const ownRunsQuerySchema = z.strictObject({ puzzleId: puzzleIdSchema });
export const ownRunsResponseSchema = z.object({
  puzzleId: z.string(),
  /** The day whose daily this puzzle is, else null. */
  daily: dateSchema.nullable(),
  /** Whether a run started now ranks: not once a daily has been played (only a first run of a daily counts). */
  nextRunRanked: z.boolean(),
  /** Newest first (at most 50): a run still `playing` is the one to take up again with `run:resume`. */
  runs: z.array(runSummarySchema),
});

export const leaderboardQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(Limits.leaderboardPage.max).default(Limits.leaderboardPage.default),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export const leaderboardEntrySchema = z.object({
  rank: z.number().int().min(1),
  player: playerRefSchema,
  timeMs: z.number().int().nullable(),
  moves: z.number().int(),
  score: z.number(),
  runId: runIdSchema,
  finishedAt: z.string(),
});
export const leaderboardResponseSchema = z.object({
  puzzleId: z.string(),
  total: z.number().int(),
  entries: z.array(leaderboardEntrySchema),
  own: leaderboardEntrySchema.nullable(),
});

export const logEntrySchema = z.object({
  seq: z.number().int(),
  kind: z.enum(['move', 'undo', 'hint']),
  move: z.unknown(),
  atMs: z.number().int(),
});
export const runResponseSchema = z.object({
  id: runIdSchema,
  puzzleId: z.string(),
  game: gameSchema,
  player: playerRefSchema,
  status: runStatusSchema,
  timeMs: z.number().int().nullable(),
  moves: z.number().int(),
  score: z.number(),
  ranked: z.boolean(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Whether replaying `log` from the seed gives the stored result (SPEC §3). */
  verified: z.boolean(),
  log: z.array(logEntrySchema),
});

/** `GET /api/v1/health/live`: the process answers (liveness), whatever its database does. */
export const livenessResponseSchema = z.object({
  status: z.literal('ok'),
  uptimeS: z.number(),
});

/** `GET /api/v1/health`: ready to serve, its database answering reads and taking writes (readiness). */
export const healthResponseSchema = livenessResponseSchema.extend({
  database: z.enum(['sqlite', 'postgres']),
});

export const puzzleParamsSchema = z.strictObject({ puzzleId: puzzleIdSchema });
export const runParamsSchema = z.strictObject({ runId: runIdSchema });
export const playerParamsSchema = z.strictObject({ id: z.string().min(1).max(64) });

/** A `fifteen` background (SPEC §1.1): plain numbers, or a picture or video the pieces show. */
export const backgroundSchema = z.object({
  id: z.string(),
  kind: z.enum(['numbers', 'picture', 'video']),
  name: z.string(),
  /** Same-origin URL (under `/backgrounds/`) of the picture or video; null for numbers. */
  url: z.string().nullable(),
});
export type BackgroundInfo = z.output<typeof backgroundSchema>;
export const backgroundsResponseSchema = z.object({ backgrounds: z.array(backgroundSchema) });
