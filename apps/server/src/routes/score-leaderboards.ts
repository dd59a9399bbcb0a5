import { formatPuzzleId, hasScoreLeaderboard, parsePuzzleId, rulesOf } from '@gridrace/core';
import { ErrorCode, leaderboardQuerySchema, leaderboardResponseSchema, puzzleParamsSchema } from '@gridrace/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boardNamed } from '../leaderboards/boards.ts';
import { leaderboardOf } from '../leaderboards/leaderboard.ts';
import { ok } from '../openapi/ok.ts';
import { HttpProblem } from '../problem.ts';
import { errors } from '../http/error-responses.ts';
import { requestPlayer } from '../http/request-player.ts';

/** A `same` puzzle's score board, beside its time board (`leaderboards.ts`). */
const scoreLeaderboards: FastifyPluginAsyncZod = async (fastify) => {
  const { store } = fastify.services;

  fastify.get(
    '/leaderboards/:puzzleId/scores',
    {
      schema: {
        summary: "A same puzzle's score leaderboard: highest score first, then the quicker; with a token, the player's own entry",
        description:
          "Every finished run counts, cleared or not; one best run per player. The puzzle's best-known score (`bestScore` of the puzzle) is the target to beat. Only games played to the finish that also make points (`same`) have one: for other games this is a 404.",
        operationId: 'getScoreLeaderboard',
        tags: ['leaderboards'],
        security: [{ bearer: [] }, { session: [] }, {}],
        params: puzzleParamsSchema,
        querystring: leaderboardQuerySchema,
        response: { 200: ok('A page of the score leaderboard.', leaderboardResponseSchema), ...errors(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const ref = parsePuzzleId(request.params.puzzleId);
      if (!ref.ok) throw new HttpProblem(ErrorCode.InvalidPuzzleId, ref.error.message);
      const { game } = ref.value;
      if (!hasScoreLeaderboard(rulesOf(game))) {
        throw new HttpProblem(ErrorCode.NotFound, `A ${game} puzzle has no score leaderboard: its leaderboard is /leaderboards/{puzzleId}.`);
      }
      const player = await requestPlayer(fastify, request, 'read');
      return leaderboardOf(store, formatPuzzleId(ref.value), game, request.query, player?.id ?? null, boardNamed('score', request.query.players));
    },
  );
};

export default scoreLeaderboards;
