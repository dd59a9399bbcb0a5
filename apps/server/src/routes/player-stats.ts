import { ErrorCode, playerParamsSchema, playerStatsQuerySchema, playerStatsResponseSchema } from '@gridrace/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../http/error-responses.ts';
import { ok } from '../openapi/ok.ts';
import { HttpProblem } from '../problem.ts';
import { statsOfPlayer } from '../stats/stats-of-player.ts';

const playerStats: FastifyPluginAsyncZod = async (fastify) => {
  const { store, dailies } = fastify.services;

  fastify.get(
    '/players/:id/stats',
    {
      schema: {
        summary: "A player's statistics per game: personal bests, trimmed averages, moves per second, efficiency, daily streaks",
        description:
          'Computed from the player\'s ranked runs that ended (a hinted run never ranks, nor a second run of a daily). ' +
          'Averages of 5, 12 and 100 drop the best and the worst result (a board left unsolved is the worst; two make the average null); ' +
          'with fewer results than that there is no average (null). Streaks count UTC days with a ranked daily of the game played on its day. ' +
          'Public, like the profile.',
        operationId: 'getPlayerStats',
        tags: ['players'],
        params: playerParamsSchema,
        querystring: playerStatsQuerySchema,
        response: { 200: ok("The player's statistics, one entry per game.", playerStatsResponseSchema), ...errors(400, 404, 429) },
      },
    },
    async (request) => {
      const today = dailies.today();
      const games = await statsOfPlayer(store, request.params.id, request.query.game ?? null, today);
      if (games === null) throw new HttpProblem(ErrorCode.PlayerNotFound, `No player ${request.params.id}.`);
      return { playerId: request.params.id, today, games };
    },
  );
};

export default playerStats;
