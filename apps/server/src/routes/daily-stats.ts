import { dailyStatsResponseSchema, dateSchema, gameParamsSchema } from '@gridrace/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dailyOfRequest } from '../http/daily-of-request.ts';
import { errors } from '../http/error-responses.ts';
import { requestPlayer } from '../http/request-player.ts';
import { ok } from '../openapi/ok.ts';
import { dailyDistributionOf } from '../stats/daily-distribution.ts';
import { DAILY_DATES } from './daily.ts';

const query = z.strictObject({ date: dateSchema.optional().describe('The day (UTC), YYYY-MM-DD; today when left out.') });

const dailyStats: FastifyPluginAsyncZod = async (fastify) => {
  const { store, dailies } = fastify.services;

  fastify.get(
    '/daily/:game/stats',
    {
      schema: {
        summary: "Where everyone stands on one game's daily: the day's distribution of results, and the asker's own",
        description:
          "Each player's counting result that day (one per player, as the daily leaderboard ranks them), as a histogram of times " +
          "(finish games) or scores (score games), without names. With a player token, `own` is that player's result, rank and percentile. " +
          DAILY_DATES,
        operationId: 'getDailyStats',
        tags: ['daily'],
        security: [{ bearer: [] }, { session: [] }, {}],
        params: gameParamsSchema,
        querystring: query,
        response: { 200: ok("The day's distribution of results.", dailyStatsResponseSchema), ...errors(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const { game } = request.params;
      const { date, puzzleId } = await dailyOfRequest(dailies, game, request.query.date);
      const player = await requestPlayer(fastify, request, 'read');
      const distribution = await dailyDistributionOf(store, game, puzzleId, player?.id ?? null);
      return { date, game, puzzleId, ...distribution };
    },
  );
};

export default dailyStats;
