import { parseStatsKind } from '@gridrace/core';
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
        summary: "A player's statistics per game and kind of board: personal bests, trimmed averages, moves per second, efficiency, daily streaks",
        description:
          "Computed from the player's ranked runs that ended (a hinted run never ranks, nor a second run of a daily). " +
          'Kept per kind of board (game and params, as speedsolvers keep them per event): a 3x3 time is no 4x4 best. ' +
          'Each game lists the kinds the player has played and tells the figures of one: `kind` when asked for, else the one played last. ' +
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
      const { game, kind } = request.query;
      if (kind !== undefined) {
        const parsed = parseStatsKind(kind);
        if (!parsed.ok) throw new HttpProblem(ErrorCode.InvalidStatsKind, parsed.error.message);
        if (parsed.value.game !== game) throw new HttpProblem(ErrorCode.InvalidStatsKind, `A kind is asked for with its game: game=${parsed.value.game}.`);
      }
      const today = dailies.today();
      const games = await statsOfPlayer(store, request.params.id, game ?? null, today, kind ?? null);
      if (games === null) throw new HttpProblem(ErrorCode.PlayerNotFound, `No player ${request.params.id}.`);
      return { playerId: request.params.id, today, games };
    },
  );
};

export default playerStats;
