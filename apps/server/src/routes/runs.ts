import type { GameName } from '@gridrace/core';
import { ErrorCode, Limits, runParamsSchema, runResponseSchema, type RunStatus } from '@gridrace/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestPlayer } from '../http/request-player.ts';
import { hiddenLog } from '../runs/log-visibility.ts';
import { verdictOf } from '../runs/verdict.ts';
import { ok } from '../openapi/ok.ts';
import { HttpProblem } from '../problem.ts';
import { errors } from '../http/error-responses.ts';

/** `GET /api/v1/runs/{runId}?after=&limit=`: one page of the log (here, not in the protocol: only the server reads it, and the web bundle stays small). */
const runLogQuerySchema = z.strictObject({
  after: z.coerce.number().int().min(0).max(2_147_483_647).default(0).describe("The log entries after this `seq` (0: from the first); a page's `nextAfter` asks for the next."),
  limit: z.coerce.number().int().min(1).max(Limits.runLogPage.max).default(Limits.runLogPage.default).describe(`How many log entries to list, 1 to ${Limits.runLogPage.max}.`),
});

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

const runs: FastifyPluginAsyncZod = async (fastify) => {
  const { services } = fastify;
  const { store } = services;

  fastify.get(
    '/runs/:runId',
    {
      schema: {
        summary: 'A run with its replay log, a page at a time',
        description:
          'A run and one page of its log: every accepted move with its time (`after`, `limit`; `nextAfter` asks for the next page). ' +
          "The log of a run in play is its player's alone (with the token); a run of a daily is replayable by others once its day (UTC) is over, " +
          'its leaderboard showing the times meanwhile. Others get the run without its log (`log: null`), and `logHidden` says why and until when. ' +
          '`verified` says whether replaying the whole log from the seed gives the stored result: checked once when first asked for after the run ended, then kept.',
        operationId: 'getRun',
        tags: ['runs'],
        security: [{ bearer: [] }, { session: [] }, {}],
        params: runParamsSchema,
        querystring: runLogQuerySchema,
        response: { 200: ok('The run and a page of its log.', runResponseSchema), ...errors(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const { runId } = request.params;
      const viewer = await requestPlayer(fastify, request, 'read');
      // A run left in play past its longest duration ends as its time limit would, before it is shown.
      if ((await store.runById(runId))?.status === 'playing') await services.runs.endIfTimeUp(runId);
      const run = await store.runById(runId);
      if (!run) throw new HttpProblem(ErrorCode.RunNotFound, `No run ${runId}.`);
      const hidden = hiddenLog(run, await store.dailyDateOf(run.puzzleId), viewer?.id ?? null, services.now());
      const { after, limit } = request.query;
      // One more than the page, to know whether another follows.
      const [player, page, flag, verified] = await Promise.all([
        store.playerById(run.playerId),
        hidden ? null : store.logPage(run.id, after, limit + 1),
        store.runFlag(run.id),
        verdictOf(services, run),
      ]);
      const log = page?.slice(0, limit) ?? null;
      // The stored game and moves are the game's own JSON: the response schema checks them as sent.
      return {
        id: run.id,
        puzzleId: run.puzzleId,
        game: run.game as GameName,
        player: { id: run.playerId, name: player?.name ?? '', guest: player?.accountAt === null },
        status: run.status as RunStatus,
        timeMs: run.timeMs,
        moves: run.moves,
        score: run.score,
        ranked: run.ranked,
        startedAt: new Date(run.startedAt).toISOString(),
        finishedAt: iso(run.finishedAt),
        verified,
        flag: flag === null ? null : { reason: flag.reason, at: new Date(flag.at).toISOString(), status: flag.status },
        log: log && log.map((entry) => ({ seq: entry.seq, kind: entry.kind, move: entry.move, atMs: entry.atMs })),
        logHidden: hidden && { reason: hidden.reason, publicAt: iso(hidden.publicAt) },
        nextAfter: page && page.length > limit ? (log?.at(-1)?.seq ?? null) : null,
      } as z.output<typeof runResponseSchema>;
    },
  );
};

export default runs;
