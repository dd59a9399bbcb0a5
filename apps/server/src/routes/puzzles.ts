import { puzzleJson } from '@gridrace/core';
import { ErrorCode, puzzleParamsSchema, puzzleResponseSchema } from '@gridrace/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { HttpProblem } from '../problem.ts';
import { errors } from './errors.ts';

const puzzles: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/puzzles/:puzzleId',
    {
      schema: {
        summary: 'Any puzzle by id: the same object as `gridrace show --json`',
        tags: ['puzzles'],
        params: puzzleParamsSchema,
        response: { 200: puzzleResponseSchema, ...errors(400, 429) },
      },
    },
    async (request) => {
      const opened = await fastify.services.catalog.open(request.params.puzzleId);
      // Whatever is wrong with an id (grammar, version, params, board), it is the client's: 400.
      if (!opened.ok) throw new HttpProblem(ErrorCode.InvalidPuzzleId, opened.error.message);
      return puzzleJson(opened.value) as z.output<typeof puzzleResponseSchema>;
    },
  );
};

export default puzzles;
