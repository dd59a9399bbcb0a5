import { dailyPuzzleSchema, dailyResponseSchema, dateSchema, gameParamsSchema } from '@gridrace/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../openapi/ok.ts';
import type { DailyLookup } from '../puzzles/daily.ts';
import { errors, noDaily } from '../http/error-responses.ts';
import { puzzleResponse } from '../puzzles/best-score.ts';

const query = z.strictObject({ date: dateSchema.optional().describe('The day (UTC), YYYY-MM-DD; today when left out. A future day is a 404 until it starts.') });

/** The dailies' answer never waits for a solver. */
const NO_WAIT =
  'The answer never waits for a solver: a puzzle whose par is still being solved (a day nobody opened yet) comes with `parPending` true and `par` null, and can be played at once.';

/** What a client needs to know about which dates have dailies. */
export const DAILY_DATES =
  "Dailies exist from the server's first day on (DAILIES_SINCE, or the day its database first started; `firstDay` in GET /api/v1/daily): " +
  'an earlier date is a 404 naming it, and nothing is computed for it. A future date is a 404 until that day starts (UTC).';

function daily(lookup: DailyLookup, date: string): z.output<typeof dailyPuzzleSchema> {
  // Core's puzzle is the game's own JSON (with same's best-known score); the response schema checks it as sent.
  if (lookup.ok) return { ...puzzleResponse(lookup.puzzle), parPending: lookup.parPending, date } as z.output<typeof dailyPuzzleSchema>;
  throw noDaily(lookup, date);
}

const dailies: FastifyPluginAsyncZod = async (fastify) => {
  const { dailies: source } = fastify.services;

  fastify.get(
    '/daily',
    {
      schema: {
        summary: "Today's (or a past day's) daily puzzles, one per game",
        description: `Every game's puzzle of the day: the same for every player, the same on every server with the same daily secret. ${NO_WAIT} ${DAILY_DATES}`,
        operationId: 'getDailies',
        tags: ['daily'],
        querystring: query,
        response: { 200: ok("The day's puzzles, one per game.", dailyResponseSchema), ...errors(400, 404, 429) },
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
        description: `The puzzle of the day of one game. ${NO_WAIT} ${DAILY_DATES}`,
        operationId: 'getDaily',
        tags: ['daily'],
        params: gameParamsSchema,
        querystring: query,
        response: { 200: ok("The game's puzzle of that day.", dailyPuzzleSchema), ...errors(400, 404, 429) },
      },
    },
    async (request) => {
      const date = request.query.date ?? source.today();
      return daily(await source.puzzle(date, request.params.game), date);
    },
  );
};

export default dailies;
