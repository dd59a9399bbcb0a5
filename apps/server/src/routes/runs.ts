import type { GameName } from '@gridrace/core';
import { ErrorCode, runParamsSchema, runResponseSchema, type RunStatus } from '@gridrace/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { verifyRun } from '../runs/verify.ts';
import { ok } from '../openapi/ok.ts';
import { HttpProblem } from '../problem.ts';
import { errors } from '../http/error-responses.ts';

const runs: FastifyPluginAsyncZod = async (fastify) => {
  const { store, catalog } = fastify.services;

  fastify.get(
    '/runs/:runId',
    {
      schema: {
        summary: 'A run with its replay log, re-verified from the seed',
        description: 'Public, for replays: every accepted move with its time. `verified` says whether replaying the log from the seed gives the stored result.',
        operationId: 'getRun',
        tags: ['runs'],
        params: runParamsSchema,
        response: { 200: ok('The run and its log.', runResponseSchema), ...errors(400, 404, 429) },
      },
    },
    async (request) => {
      const run = await store.runById(request.params.runId);
      if (!run) throw new HttpProblem(ErrorCode.RunNotFound, `No run ${request.params.runId}.`);
      const [player, log, puzzle, flag] = await Promise.all([store.playerById(run.playerId), store.logOf(run.id), catalog.open(run.puzzleId), store.runFlag(run.id)]);
      // The stored game and moves are the game's own JSON: the response schema checks them as sent.
      return {
        id: run.id,
        puzzleId: run.puzzleId,
        game: run.game as GameName,
        player: { id: run.playerId, name: player?.name ?? '' },
        status: run.status as RunStatus,
        timeMs: run.timeMs,
        moves: run.moves,
        score: run.score,
        ranked: run.ranked,
        startedAt: new Date(run.startedAt).toISOString(),
        finishedAt: run.finishedAt === null ? null : new Date(run.finishedAt).toISOString(),
        verified: puzzle.ok && verifyRun(puzzle.value, run, log),
        flag: flag === null ? null : { reason: flag.reason, at: new Date(flag.at).toISOString() },
        log: log.map((entry) => ({ seq: entry.seq, kind: entry.kind, move: entry.move, atMs: entry.atMs })),
      } as z.output<typeof runResponseSchema>;
    },
  );
};

export default runs;
