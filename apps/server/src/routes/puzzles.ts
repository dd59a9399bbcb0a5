import { ErrorCode, newPuzzleBodySchema, puzzleParamsSchema, puzzleResponseSchema } from '@gridrace/protocol';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok } from '../openapi/ok.ts';
import { HttpProblem } from '../problem.ts';
import { errors, puzzleRefused } from '../http/error-responses.ts';
import { puzzleResponse } from '../puzzles/best-score.ts';

/** A REST client is known by its address (as TRUST_PROXY tells it, like the REST rate limit): the routes take no token. */
const askerOf = (request: FastifyRequest) => ({ playerId: null, address: request.ip });

const puzzles: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/puzzles',
    {
      schema: {
        summary: 'A new puzzle with a fresh random seed, answered at once: what "new game" plays',
        description:
          '`game` selects which params are taken; every param is optional. ' +
          'The answer never waits for a solver: walls presets are drawn and solved ahead, so they usually come with their par; ' +
          'otherwise `parPending` is true and `par` null until the solver has it (milliseconds for most boards, seconds for large walls boards): ' +
          '`GET /api/v1/puzzles/{puzzleId}` waits for it, and a run can be started meanwhile. ' +
          'A puzzle whose par must be solved costs the solver time: each client address may have a few solved a minute ' +
          '(429 `rate_limited` past that, with `Retry-After`), and while the solver is busy with many a new one is refused at once (503 `unavailable`).',
        operationId: 'createPuzzle',
        tags: ['puzzles'],
        body: newPuzzleBodySchema,
        response: { 201: ok('The new puzzle, with its par or `parPending`; its id plays it anywhere.', puzzleResponseSchema), ...errors(400, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const taken = await fastify.services.stock.take(request.body.game, request.body.params, askerOf(request));
      if (!taken.ok) throw puzzleRefused(reply, taken.error, ErrorCode.InvalidPayload);
      const { puzzle, parPending } = taken.value;
      return reply.code(201).send({ ...puzzleResponse(puzzle), parPending } as z.output<typeof puzzleResponseSchema>);
    },
  );

  fastify.get(
    '/puzzles/:puzzleId',
    {
      schema: {
        summary: 'Any puzzle by id: the same object as `gridrace show --json`',
        description:
          'Ids are self-contained: any valid id is a puzzle, whether or not anyone played it, and the same id always gives the same board and par. ' +
          'An id whose par nobody has solved yet is solved now, which is limited as `POST /api/v1/puzzles` is (429 `rate_limited`, 503 `unavailable`). ' +
          "A daily's puzzle is served from its day on (UTC): before it, a 404 `not_found`, as `GET /api/v1/daily/{game}` says of a future date.",
        operationId: 'getPuzzle',
        tags: ['puzzles'],
        params: puzzleParamsSchema,
        response: { 200: ok('The puzzle, its par solved.', puzzleResponseSchema), ...errors(400, 404, 429, 503) },
      },
    },
    async (request, reply) => {
      // A daily is served from its day on (UTC): before it, the 404 of an unknown daily.
      const notYet = await fastify.services.dailyDays.notYet(request.params.puzzleId);
      if (notYet) throw new HttpProblem(notYet.code, notYet.message);
      const opened = await fastify.services.catalog.open(request.params.puzzleId, { asker: askerOf(request) });
      // Whatever is wrong with an id (grammar, version, params, board), it is the client's: 400.
      if (!opened.ok) throw puzzleRefused(reply, opened.error, ErrorCode.InvalidPuzzleId);
      return puzzleResponse(opened.value) as z.output<typeof puzzleResponseSchema>;
    },
  );
};

export default puzzles;
