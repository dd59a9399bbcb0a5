import { formatPuzzleId, isGameName, parsePuzzleId } from '@gridrace/core';
import { ErrorCode, dateSchema, leaderboardQuerySchema, leaderboardResponseSchema, puzzleParamsSchema } from '@gridrace/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { leaderboardOf } from '../leaderboards/leaderboard.ts';
import { HttpProblem } from '../problem.ts';
import { requestPlayer } from '../http/request-player.ts';
import { DAILY_DATES } from './daily.ts';
import { errors, noDaily, noGame } from '../http/error-responses.ts';

const leaderboards: FastifyPluginAsyncZod = async (fastify) => {
  const { store, dailies } = fastify.services;

  fastify.get(
    '/leaderboards/:puzzleId',
    {
      schema: {
        summary: "A puzzle's leaderboard: ranked entries and, with a token, the player's own",
        tags: ['leaderboards'],
        security: [{ bearer: [] }, {}],
        params: puzzleParamsSchema,
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardResponseSchema, ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const ref = parsePuzzleId(request.params.puzzleId);
      if (!ref.ok) throw new HttpProblem(ErrorCode.InvalidPuzzleId, ref.error.message);
      const player = await requestPlayer(fastify, request);
      return leaderboardOf(store, formatPuzzleId(ref.value), ref.value.game, request.query, player?.id ?? null);
    },
  );

  fastify.get(
    '/leaderboards/daily/:game',
    {
      schema: {
        summary: "The leaderboard of one game's daily puzzle (today's, or a past day's)",
        description: DAILY_DATES,
        tags: ['leaderboards'],
        security: [{ bearer: [] }, {}],
        params: z.strictObject({ game: z.string().max(32) }),
        querystring: leaderboardQuerySchema.extend({ date: dateSchema.optional() }),
        response: { 200: leaderboardResponseSchema, ...errors(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const { game } = request.params;
      if (!isGameName(game)) throw noGame(game);
      const date = request.query.date ?? dailies.today();
      const lookup = await dailies.puzzle(date, game);
      if (!lookup.ok) throw noDaily(lookup, date);
      const player = await requestPlayer(fastify, request);
      return leaderboardOf(store, lookup.puzzle.id, game, request.query, player?.id ?? null);
    },
  );
};

export default leaderboards;
