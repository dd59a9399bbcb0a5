import { GAMES, MAX_STATS_KIND_LENGTH } from '@gridrace/core';
import { z } from 'zod';
import { dateSchema } from './rest.ts';
import { gameSchema } from './state.ts';

/** Shapes of the statistics routes (docs/runs.md#statistics): a player's figures, a day's distribution. */

const bestSchema = z
  .object({
    value: z.number().describe('The figure: milliseconds for a time, a count for moves, points or path for a score.'),
    runId: z.string().describe('The run that set it (the earliest, on a tie).'),
  })
  .nullable()
  .meta({ id: 'PersonalBest', description: 'A personal best and the run that set it; null when no run has the figure.' });

const averageSchema = z
  .object({
    size: z.number().int().describe('How many results in a row: 5, 12 or 100.'),
    current: z.number().nullable().describe('The average of the latest results; null with fewer results than `size`, or two unfinished among them.'),
    best: z.number().nullable().describe('The best average of any results in a row; null when none has one.'),
  })
  .meta({
    id: 'TrimmedAverage',
    description:
      'A trimmed average as speedsolvers keep it: the best and the worst result dropped, the rest averaged. ' +
      'A run that ended unsolved (finish games) is worse than any time: one is the dropped worst, two make the average null.',
  });

const rateSchema = z
  .object({ mean: z.number(), best: z.number() })
  .nullable()
  .meta({ id: 'StatsRate', description: 'A rate over runs: its mean and its best single run; null when no run has it.' });

const boardKindSchema = z.string().max(MAX_STATS_KIND_LENGTH).meta({
  id: 'BoardKind',
  description: "A kind of board: `<game>.v<version>.<params>` for seeded boards (`fifteen.v1.4`, every 4x4), `<game>.d` for a game's custom boards.",
  example: 'fifteen.v1.4',
});

const kindPlayedSchema = z
  .object({
    kind: boardKindSchema,
    params: z.string().nullable().describe("The kind's params as ids write them (`4`, `7x4w3c0r10`); null for custom boards."),
    board: z.string().describe('Its boards in words, in English: "4×4", "7×4, journey level 1", "custom boards".'),
    runs: z.number().int().describe('Ranked runs of it that ended.'),
    lastPlayedAt: z.number().int().describe('When the latest of them started (ms since the epoch).'),
  })
  .meta({ id: 'KindPlayed', description: 'A kind of board a player has ranked runs of: statistics are kept per kind, as speedsolvers keep theirs per event.' });

export const playerGameStatsSchema = z
  .object({
    game: gameSchema,
    kind: boardKindSchema
      .nullable()
      .describe(
        "The kind of board the figures below are of (all but the daily streak and days, which are the game's): the one asked for, else the one played last; null without a ranked run of the game.",
      ),
    kinds: z.array(kindPlayedSchema).describe('The kinds of board the player has ranked runs of in this game (up to 100), the one played last first.'),
    goal: z.enum(['finish', 'score']).describe('What a run aims at: finishing the board, or pushing a score (walls).'),
    averageOf: z.enum(['time', 'score']).describe('What the averages are of: times in ms (lower is better), or scores (higher is better).'),
    bestFigure: z.enum(['moves', 'score']).describe('The figure that matters beside the time: fewest moves, or highest score.'),
    runs: z.number().int().describe('Ranked runs that ended.'),
    solves: z.number().int().describe('Ranked runs that solved the board (walls: reached par).'),
    bests: z.object({
      time: bestSchema.describe('Fastest solve, ms.'),
      moves: bestSchema.describe('Fewest moves of a solve.'),
      score: bestSchema.describe('Highest score (games whose `bestFigure` is `score`); else null.'),
    }),
    averages: z.array(averageSchema).describe('Trimmed averages of 5, 12 and 100.'),
    movesPerSecond: rateSchema.describe('Over solves: all moves over all seconds, and the fastest solve.'),
    efficiency: rateSchema.describe('Against par: par / moves for solves of finish games, score / par for score games; 1 is par.'),
    streak: z
      .object({
        current: z.number().int().describe('UTC days in a row up to today (or yesterday, while today is not played) with a ranked daily played on its day.'),
        longest: z.number().int().describe('The longest such run of days.'),
      })
      .describe('Daily streaks of this game.'),
    history: z
      .array(
        z.object({
          runId: z.string(),
          at: z.number().int().describe('When the run started (ms since the epoch).'),
          value: z.number().nullable().describe('What the averages count: the time in ms, or the score; null for a board left unsolved.'),
          average12: z.number().nullable().describe('The trimmed average of 12 ending at this result; null before 12 results, or with two unsolved among them.'),
        }),
      )
      .describe('The latest ranked results (up to 500), oldest first, with the running average of 12.'),
    dailyDays: z.array(dateSchema).describe('The UTC days of the last 53 weeks (up to today) with a ranked daily of the game played on its day, oldest first.'),
  })
  .meta({ id: 'PlayerGameStats', description: "A player's statistics in one game and kind of board, from their ranked runs (hinted runs never rank)." });

export const playerStatsQuerySchema = z.strictObject({
  game: z.enum(GAMES).optional().describe('One game; every game the player has a ranked run of when left out (and `kind` too).'),
  kind: z
    .string()
    .max(MAX_STATS_KIND_LENGTH)
    .regex(/^[a-z]+\.(d|v[0-9]+\.[a-z0-9]+)$/)
    .optional()
    .describe(
      "The kind of board of `game` to tell the figures of, `<game>.v<version>.<params>` or `<game>.d` (one of the answer's `kinds`, or any other of the game's: none played gives no figures); the kind played last when left out. A kind of no game, version or params the game has is refused (`invalid_stats_kind`).",
    ),
});

export const playerStatsResponseSchema = z.object({
  playerId: z.string().describe('The player asked about.'),
  today: dateSchema.describe('The UTC day the streaks are told at.'),
  games: z.array(playerGameStatsSchema).describe('One entry per game asked for, of one kind of board each; a game asked for by name is listed even without runs.'),
});

const bucketSchema = z
  .object({
    from: z.number().describe('Lower bound, included (ms for times).'),
    to: z.number().describe('Upper bound, excluded.'),
    count: z.number().int().describe('Players whose result falls in it.'),
  })
  .meta({ id: 'HistogramBucket', description: 'One bar of a histogram.' });

export const dailyStatsResponseSchema = z.object({
  date: dateSchema.describe('The day (UTC) asked for, or today.'),
  game: gameSchema,
  puzzleId: z.string().describe("The day's puzzle."),
  figure: z.enum(['time', 'score']).describe('What the histogram counts: times in ms (finish games) or scores (score games).'),
  count: z.number().int().describe('Players with a ranked result that day (one best result each).'),
  unfinished: z.number().int().describe('Of them, those whose result has no figure to place (a board not cleared, for example).'),
  buckets: z.array(bucketSchema).describe('The distribution of the results, equal widths, lowest first; no player names.'),
  own: z
    .object({
      rank: z.number().int().describe("The player's rank that day, 1 is best."),
      timeMs: z.number().int().nullable(),
      moves: z.number().int(),
      score: z.number(),
      percentile: z.number().nullable().describe('Share (0-100) of the other players of that day this player ranks ahead of; null when nobody else played.'),
    })
    .nullable()
    .describe("With a token: the player's own result that day; else, or without one, null."),
});
