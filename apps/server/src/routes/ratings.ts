import { ErrorCode, gameParamsSchema, playerParamsSchema, ratingsLeaderboardQuerySchema, ratingHistorySchema, ratingsLeaderboardSchema } from '@gridrace/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../http/error-responses.ts';
import { requestPlayer } from '../http/request-player.ts';
import { ok } from '../openapi/ok.ts';
import { HttpProblem } from '../problem.ts';
import { ratingHistory, ratingsLeaderboard } from '../ratings/rating-views.ts';

const ratings: FastifyPluginAsyncZod = async (fastify) => {
  const { store } = fastify.services;

  fastify.get(
    '/ratings/:game',
    {
      schema: {
        summary: "A game's ratings leaderboard: players by Glicko-2 rating, and with a token, the player's own",
        description:
          'Ratings come from rated races (quick races, and rated rooms, on puzzles the server draws): accounts only (guests and restricted players are not rated); hinted runs, runs flagged or voided, and ghosts never count. ' +
          'People and bots are rated apart: `players=bots` lists the bots, people by default; hidden players are left out. ' +
          "Highest rating first, a page at a time; `provisional` marks a rating whose deviation is still high, and `uncertainty` (twice the deviation) is how far the rating may be off. With a player token, `own` is that player's entry wherever it ranks.",
        operationId: 'getRatingsLeaderboard',
        tags: ['ratings'],
        security: [{ bearer: [] }, { session: [] }, {}],
        params: gameParamsSchema,
        querystring: ratingsLeaderboardQuerySchema,
        response: { 200: ok('A page of the ratings leaderboard.', ratingsLeaderboardSchema), ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const player = await requestPlayer(fastify, request, 'read');
      return ratingsLeaderboard(store, request.params.game, request.query, player?.id ?? null);
    },
  );

  fastify.get(
    '/players/:id/ratings/:game',
    {
      schema: {
        summary: "A player's rating in one game over time, for a plot",
        description: 'The rating now (null before the first rated race) and its value after each rated race, oldest first. Public, like the profile.',
        operationId: 'getPlayerRatingHistory',
        tags: ['ratings'],
        params: playerParamsSchema.extend(gameParamsSchema.shape),
        response: { 200: ok("The player's rating history in the game.", ratingHistorySchema), ...errors(400, 404, 429) },
      },
    },
    async (request) => {
      const player = await store.playerById(request.params.id);
      if (!player) throw new HttpProblem(ErrorCode.PlayerNotFound, `No player ${request.params.id}.`);
      return ratingHistory(store, player.id, request.params.game);
    },
  );
};

export default ratings;
