import { z } from 'zod';
import { paramsFieldSchema } from './client-json.ts';
import { problemSchema } from './errors.ts';
import { puzzleIdSchema, runIdSchema } from './run-events.ts';
import { gameSchema } from './state.ts';

/** Socket.IO events a client sends for races, and the one the server pushes (docs/protocol.md#races). */
export const RaceEvent = {
  Create: 'race:create',
  Join: 'race:join',
  Start: 'race:start',
  Leave: 'race:leave',
  Rematch: 'race:rematch',
  Rated: 'race:rated',
} as const;
export type RaceEventName = (typeof RaceEvent)[keyof typeof RaceEvent];
/** Pushed to the race's room on every change. */
export const RACE_STATE_EVENT = 'race:state';

/** Refusals only races give; the run codes of `ErrorCode` are used too. */
export const RaceErrorCode = {
  RaceNotFound: 'race_not_found',
  RaceFull: 'race_full',
  RaceStarted: 'race_started',
  NotHost: 'not_host',
  NotInRace: 'not_in_race',
  /** A ghost asked for is no stored, ranked, finished run, or not of the race's puzzle. */
  BadGhost: 'bad_ghost',
  /**
   * A rated room races puzzles the server draws: no seed, no daily, no ghosts, and no params
   * but one of the game's presets (docs/fair-play.md#ratings).
   */
  RatedNeedsDrawnPuzzle: 'rated_needs_drawn_puzzle',
} as const;

export const RaceLimits = {
  maxRacers: 8,
  countdownMs: 3000,
  /** A racer who drops may come back within this long; after it they are `dnf`. */
  reconnectGraceMs: 60_000,
  timeLimitS: { min: 10, max: 60 * 60 },
  codeLength: 6,
} as const;

/** Short codes use letters and digits nobody misreads: no 0/O, 1/I/L. */
export const RACE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
// Case-insensitive on the way in: a code read out loud or typed on a phone still works.
export const raceCodeSchema = z
  .string()
  .length(RaceLimits.codeLength)
  .transform((code) => code.toUpperCase())
  .pipe(z.string().regex(new RegExp(`^[${RACE_CODE_ALPHABET}]+$`), 'not a race code'));

export const raceCreateSchema = z.strictObject({
  game: gameSchema,
  /** Each game's params; core's schema checks them. */
  params: paramsFieldSchema.optional(),
  /** Any text, or "daily" for today's daily puzzle of the game; omitted: a fresh random seed. */
  seed: z.string().min(1).max(64).optional(),
  timeLimitS: z.number().int().min(RaceLimits.timeLimitS.min).max(RaceLimits.timeLimitS.max).optional(),
  /**
   * Stored ranked runs to race as ghosts, all of one puzzle: the race is on that puzzle (no
   * `seed` or `params` then), and each ghost replays its run at the run's own server offsets.
   */
  ghosts: z
    .array(runIdSchema)
    .min(1)
    .max(RaceLimits.maxRacers - 1)
    .optional(),
  /** A rated room: its result updates the racers' ratings (the host may change it in the lobby). */
  rated: z.boolean().optional(),
});
export const raceJoinSchema = z.strictObject({ code: raceCodeSchema, as: z.enum(['racer', 'spectator']).optional() });
export const raceCodeOnlySchema = z.strictObject({ code: raceCodeSchema });
export const raceRatedSchema = z.strictObject({ code: raceCodeSchema, rated: z.boolean() });

export const RACE_PAYLOADS = {
  [RaceEvent.Create]: raceCreateSchema,
  [RaceEvent.Join]: raceJoinSchema,
  [RaceEvent.Start]: raceCodeOnlySchema,
  [RaceEvent.Leave]: raceCodeOnlySchema,
  [RaceEvent.Rematch]: raceCodeOnlySchema,
  [RaceEvent.Rated]: raceRatedSchema,
} as const;

export type RaceCreate = z.infer<typeof raceCreateSchema>;
export type RaceJoin = z.infer<typeof raceJoinSchema>;

/**
 * Why a racer of a rated race was not rated (docs/fair-play.md#ratings): a guest; a restricted
 * player; someone gave up or left at once (the whole race is not rated); the pair's rated races
 * of the day are used up; nobody of their kind (people, bots) to be rated against; their run was
 * flagged or took a hint; their run never started.
 */
export const NOT_RATED_REASONS = ['guest', 'restricted', 'instant_give_up', 'pair_limit', 'no_opponent', 'flagged', 'hint', 'no_run'] as const;
export type NotRatedReason = (typeof NOT_RATED_REASONS)[number];

/** A racer's rating after a rated race: the new rating, its change, and how sure it is. */
export const raceRatingChangeSchema = z.object({
  /** Before the race; null at a first rated race (it started from the initial rating). */
  before: z.number().int().nullable(),
  after: z.number().int(),
  /** `after` minus `before` (or the initial rating), rounded: what the results table shows. */
  change: z.number().int(),
  /** About 95% sure the rating lies within `after` ± this (twice the Glicko-2 deviation). */
  uncertainty: z.number().int(),
  provisional: z.boolean(),
});
export type RaceRatingChange = z.infer<typeof raceRatingChangeSchema>;

export const RACE_STATUSES = ['lobby', 'countdown', 'running', 'finished'] as const;
export const RACER_STATUSES = ['waiting', 'playing', 'finished', 'dnf', 'left'] as const;
export type RaceStatus = (typeof RACE_STATUSES)[number];
export type RacerStatus = (typeof RACER_STATUSES)[number];

export const racePlayerSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** A guest (no account): its name is shown with a mark, so it cannot pass for the account of the same name. */
  guest: z.boolean(),
  role: z.enum(['host', 'racer', 'spectator']),
  /** 0..1, from core's `progressOf`. */
  progress: z.number().min(0).max(1),
  /** Spectators have none. */
  status: z.enum(RACER_STATUSES).nullable(),
  /** Server time from the start to the run's end (the solving move), once it has ended. */
  finishMs: z.number().int().nullable(),
  /** What the ranking counts: `finishMs`, or for `walls` the time the best score was first reached. */
  timeMs: z.number().int().nullable(),
  /** False once the racer took a hint: the run then ranks with those who did not finish. */
  ranked: z.boolean(),
  /** The racer's connection dropped and they have not come back yet (the grace period runs): `awayUntil` is set. */
  away: z.boolean(),
  /** While away: the server epoch ms at which they are out (`dnf`) unless back; count it down from `serverNow`. */
  awayUntil: z.number().int().nullable(),
  score: z.number(),
  /** Place in the results, 1 first, once the racer has finished; non-finishers rank last. */
  rank: z.number().int().min(1).nullable(),
  runId: runIdSchema.nullable(),
  /** A ghost: a stored run replayed at its own offsets (`runId` is that run); never rated. */
  ghost: z.boolean(),
  /** The racer's rating in the race's game when they joined; null before their first rated race, and for ghosts. */
  rating: z.number().nullable(),
  /**
   * Where the racer stands now by the game's own rule (core's `liveStanding`): every racer,
   * finished or still racing, a run in play as if it ended now; null before the start.
   */
  standing: z.number().int().min(1).nullable(),
  /** Once a rated race is rated: the racer's new rating and its change; null otherwise (and until then). */
  ratingChange: raceRatingChangeSchema.nullable(),
  /** Once a rated race is rated: why this racer's rating did not change; null for those rated, and until then. */
  notRated: z.enum(NOT_RATED_REASONS).nullable(),
});

export const raceStateSchema = z.object({
  code: z.string(),
  status: z.enum(RACE_STATUSES),
  game: gameSchema,
  puzzleId: puzzleIdSchema,
  /** Until the start instant (countdown), else 0 once started, null in the lobby. */
  startsInMs: z.number().int().nullable(),
  /** The start instant and the time limit, in server epoch ms, so clients count from the server's clock. */
  startsAt: z.number().int().nullable(),
  timeLimitMs: z.number().int(),
  /** The server's clock (epoch ms) when this state was sent: a client joining mid-race can count from it. */
  serverNow: z.number().int(),
  /** Whether the result updates the racers' ratings (quick races; rooms the host made rated). */
  rated: z.boolean(),
  /** A rated race once it has been rated (each racer's `ratingChange` or `notRated` is set); false until then, and for an unrated race. */
  ratedDone: z.boolean(),
  /**
   * A quick race its lone player got on another board than they asked for (no stored run of
   * that board was there to race as a ghost): the params they asked for, to be told before the
   * start. Null otherwise.
   */
  askedParams: z.record(z.string(), z.unknown()).nullable(),
  /** Whether a rematch is raced on this board again (a race with a ghost: it replays only its own puzzle), else on a new one. */
  rematchKeepsBoard: z.boolean(),
  players: z.array(racePlayerSchema),
});
export type RaceStateView = z.infer<typeof raceStateSchema>;
export type RacePlayerView = z.infer<typeof racePlayerSchema>;

export const raceCreatedAckSchema = z.object({ ok: z.literal(true), code: z.string(), link: z.string() });
/** Join, start, leave and rematch acknowledge with the race as it is now (leave: null). */
export const raceAckSchema = z.object({ ok: z.literal(true), race: raceStateSchema.nullable() });
export const raceErrorAckSchema = z.object({ ok: z.literal(false), error: problemSchema });
export type RaceCreatedAck = z.infer<typeof raceCreatedAckSchema>;
export type RaceStateAck = z.infer<typeof raceAckSchema>;
export type RaceErrorAck = z.infer<typeof raceErrorAckSchema>;
export type RaceAck = RaceCreatedAck | RaceStateAck | RaceErrorAck;
