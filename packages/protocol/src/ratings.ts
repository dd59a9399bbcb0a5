import { z } from 'zod';
import { ratingSchema, RatingLimits } from './rating-shapes.ts';
import { leaderboardQuerySchema, playerRefSchema } from './rest.ts';

export const ratingEntrySchema = ratingSchema
  .extend({
    rank: z.number().int().min(1).describe('1 is the highest rating.'),
    player: playerRefSchema,
  })
  .meta({ id: 'RatingEntry', description: "A player's place on a game's ratings leaderboard." });

/** People and bots are rated apart (docs/fair-play.md#ratings): each has a board of its own. */
export const RATING_BOARDS = ['people', 'bots'] as const;
export type RatingBoard = (typeof RATING_BOARDS)[number];

export const ratingsLeaderboardQuerySchema = leaderboardQuerySchema.extend({
  players: z.enum(RATING_BOARDS).default('people').describe('Whose ratings: people (the default) or bots; each is rated only against its own kind.'),
});

export const ratingsLeaderboardSchema = z
  .object({
    game: z.string().describe('The game.'),
    players: z.enum(RATING_BOARDS).describe('Whose ratings these are: people or bots.'),
    total: z.number().int().describe('How many players have a rating in the game.'),
    entries: z.array(ratingEntrySchema).describe('The page asked for, highest rating first.'),
    own: ratingEntrySchema.nullable().describe("With a token: the player's own entry, wherever it ranks; else null."),
  })
  .meta({ id: 'RatingsLeaderboard', description: "A game's players by rating." });
export type RatingsLeaderboard = z.output<typeof ratingsLeaderboardSchema>;

export const ratingPointSchema = z.object({
  at: z.iso.datetime().describe('When the rated race ended.'),
  rating: z.number(),
  deviation: z.number(),
});
export const ratingHistorySchema = z
  .object({
    game: z.string().describe('The game.'),
    rating: ratingSchema.nullable().describe('The rating now; null before the first rated race.'),
    history: z.array(ratingPointSchema).describe(`The rating after each rated race, oldest first (the latest ${RatingLimits.historyPoints}).`),
  })
  .meta({ id: 'RatingHistory', description: "A player's rating in one game over time, for a plot." });
export type RatingHistory = z.output<typeof ratingHistorySchema>;
