import { z } from 'zod';
import { runReviewStatusSchema } from './fair-play.ts';

/** Glicko-2 ratings per game (docs/fair-play.md#ratings): what the API and the web app show. */
export const RatingLimits = {
  /** Where every player starts (Glicko-2's customary scale). */
  initialRating: 1500,
  initialDeviation: 350,
  /** While the deviation is above this, the rating is provisional (shown with a "?"). */
  provisionalDeviation: 110,
  /** Points of a player's rating history the API gives for a plot. */
  historyPoints: 200,
} as const;

export const ratingSchema = z
  .object({
    rating: z.number().describe('Glicko-2 rating, 1500 to start.'),
    deviation: z.number().describe('Rating deviation: how unsure the rating still is (350 to start; smaller is surer).'),
    uncertainty: z.number().int().describe('Twice the deviation, rounded: the rating is shown as `rating ± uncertainty` (about 95% sure the true strength lies within).'),
    games: z.number().int().min(0).describe('Rated races played in this game.'),
    provisional: z.boolean().describe(`True while the deviation is above ${RatingLimits.provisionalDeviation}: too few rated races to trust the rating yet.`),
  })
  .meta({ id: 'Rating', description: "A player's rating in one game." });
export type RatingView = z.output<typeof ratingSchema>;

/** `GET /api/v1/players/{id}`'s `ratings`: by game, only the games the player has a rating in. */
export const playerRatingsSchema = z.record(z.string(), ratingSchema).describe('By game: only the games the player has played rated races in.');

/**
 * A run's review (docs/fair-play.md#plausibility): why it was flagged, when, and where its review
 * stands. The evidence itself is for moderators, not published here.
 */
export const runFlagSchema = z
  .object({
    reason: z.string().describe("Why, as codes: `faster_than_people`, `sustained_fast`, `too_regular`, `copied_log` (comma-separated), or a moderator's reason."),
    at: z.iso.datetime().describe('When it was flagged.'),
    status: runReviewStatusSchema.describe('`flagged`: under review, on no board nor rating; `cleared`: a moderator found it fair, it counts; `voided`: off for good.'),
  })
  .meta({ id: 'RunFlag', description: 'A run flagged by the fair-play check (or voided by a moderator), and where its review stands.' });
