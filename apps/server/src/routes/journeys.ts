import { gameParamsSchema, journeyResponseSchema } from '@gridrace/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../http/error-responses.ts';
import { requestPlayer } from '../http/request-player.ts';
import { journeyFor } from '../journeys/progress.ts';
import { ok } from '../openapi/ok.ts';

const journeys: FastifyPluginAsyncZod = async (fastify) => {
  const { store } = fastify.services;

  fastify.get(
    '/journeys/:game',
    {
      schema: {
        summary: "A game's journey: its levels of growing difficulty, with the player's progress",
        description:
          'Every game has a journey: a fixed path of at least 20 levels, each a fixed puzzle id (the same for everyone, with its own leaderboard), ' +
          'ordered by a difficulty its solver measures. Level 1 is open; a level unlocks when a ranked run of the level before it ends meeting that ' +
          "level's goal (solve it; walls: reach a path length). With a player token the answer has that player's progress and best runs; " +
          'without one, only level 1 is unlocked.',
        operationId: 'getJourney',
        tags: ['journeys'],
        security: [{ bearer: [] }, { session: [] }, {}],
        params: gameParamsSchema,
        response: { 200: ok("The journey's levels in order, with the player's progress.", journeyResponseSchema), ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const player = await requestPlayer(fastify, request, 'read');
      return journeyFor(store, request.params.game, player?.id ?? null);
    },
  );
};

export default journeys;
