import { formatPuzzleId, parsePuzzleId } from '@gridrace/core';
import { ErrorCode, dateSchema, gameParamsSchema, leaderboardQuerySchema, leaderboardResponseSchema, puzzleParamsSchema } from '@gridrace/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boardNamed } from '../leaderboards/boards.ts';
import { leaderboardOf } from '../leaderboards/leaderboard.ts';
import { ok } from '../openapi/ok.ts';
import { HttpProblem } from '../problem.ts';
import { requestPlayer } from '../http/request-player.ts';
import { DAILY_DATES } from './daily.ts';
import { errors } from '../http/error-responses.ts';
import { dailyOfRequest } from '../http/daily-of-request.ts';

const leaderboards: FastifyPluginAsyncZod = async (fastify) => {
  const { store, dailies } = fastify.services;

  fastify.get(
    '/leaderboards/:puzzleId',
    {
      schema: {
        summary: "A puzzle's leaderboard: ranked entries and, with a token, the player's own",
        description:
          "The ranked runs of any puzzle, one per player (their best), best first, a page at a time. The order is the game's: fifteen and pipes, solved runs by time, then fewest moves; " +
          'same, cleared boards by time, then the others by fewest blocks left, then most points; walls, longest path, then the earliest time it was reached. ' +
          "With a player token, `own` is that player's entry wherever it ranks. A puzzle nobody has finished has an empty leaderboard, not a 404. " +
          "A run under review (flagged by the fair-play check) or voided is on no board; people and bots rank apart: `players=bots` lists the bots' board.",
        operationId: 'getLeaderboard',
        tags: ['leaderboards'],
        security: [{ bearer: [] }, { session: [] }, {}],
        params: puzzleParamsSchema,
        querystring: leaderboardQuerySchema,
        response: { 200: ok('A page of the leaderboard.', leaderboardResponseSchema), ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const ref = parsePuzzleId(request.params.puzzleId);
      if (!ref.ok) throw new HttpProblem(ErrorCode.InvalidPuzzleId, ref.error.message);
      const player = await requestPlayer(fastify, request, 'read');
      return leaderboardOf(store, formatPuzzleId(ref.value), ref.value.game, request.query, player?.id ?? null, boardNamed('game', request.query.players));
    },
  );

  fastify.get(
    '/leaderboards/daily/:game',
    {
      schema: {
        summary: "The leaderboard of one game's daily puzzle (today's, or a past day's)",
        description: `Only a player's first run of a daily ranks. People and bots rank apart (\`players=bots\`). ${DAILY_DATES}`,
        operationId: 'getDailyLeaderboard',
        tags: ['leaderboards'],
        security: [{ bearer: [] }, { session: [] }, {}],
        params: gameParamsSchema,
        querystring: leaderboardQuerySchema.extend({ date: dateSchema.optional().describe('The day (UTC), YYYY-MM-DD; today when left out.') }),
        response: { 200: ok("A page of the daily's leaderboard.", leaderboardResponseSchema), ...errors(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const { game } = request.params;
      const { puzzleId } = await dailyOfRequest(dailies, game, request.query.date);
      const player = await requestPlayer(fastify, request, 'read');
      return leaderboardOf(store, puzzleId, game, request.query, player?.id ?? null, boardNamed('game', request.query.players));
    },
  );
};

export default leaderboards;
