import { isGameName, type GameName } from '@gridrace/core';
import { dailyPuzzleSchema, dailyResponseSchema, dateSchema } from '@gridrace/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DailyLookup } from '../puzzles/daily.ts';
import { errors, noDaily, noGame } from './errors.ts';
import { puzzleResponse } from '../puzzles/best-score.ts';

const query = z.strictObject({ date: dateSchema.optional() });

/** What a client needs to know about which dates have dailies. */
export const DAILY_DATES =
  "Dailies exist from the server's first day on (DAILIES_SINCE, or the day its database first started; `firstDay` in GET /api/v1/daily): " +
  'an earlier date is a 404 naming it, and nothing is computed for it. A future date is a 404 until that day starts (UTC).';

function daily(lookup: DailyLookup, date: string): z.output<typeof dailyPuzzleSchema> {
  if (lookup.ok) return { ...(puzzleResponse(lookup.puzzle) as Omit<z.output<typeof dailyPuzzleSchema>, 'date'>), date };
  throw noDaily(lookup, date);
}

const dailies: FastifyPluginAsyncZod = async (fastify) => {
  const { dailies: source } = fastify.services;

  fastify.get(
    '/daily',
    {
      schema: {
        summary: "Today's (or a past day's) daily puzzles, one per game",
        description: DAILY_DATES,
        tags: ['daily'],
        querystring: query,
        response: { 200: dailyResponseSchema, ...errors(400, 404, 429) },
      },
    },
    async (request) => {
      const date = request.query.date ?? source.today();
      const found = await source.all(date);
      return { date, firstDay: source.firstDay, puzzles: found.map((lookup) => daily(lookup, date)) };
    },
  );

  fastify.get(
    '/daily/:game',
    {
      schema: {
        summary: "One game's daily puzzle",
        description: DAILY_DATES,
        tags: ['daily'],
        params: z.strictObject({ game: z.string().max(32) }),
        querystring: query,
        response: { 200: dailyPuzzleSchema, ...errors(400, 404, 429) },
      },
    },
    async (request) => {
      const { game } = request.params;
      if (!isGameName(game)) throw noGame(game);
      const date = request.query.date ?? source.today();
      return daily(await source.puzzle(date, game as GameName), date);
    },
  );
};

export default dailies;
