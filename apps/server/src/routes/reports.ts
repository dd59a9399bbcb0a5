import { ErrorCode, MODERATION_TEXT_MAX, REPORT_REASONS, createReportBodySchema, createReportResponseSchema } from '@gridrace/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../http/error-responses.ts';
import { requestPlayer } from '../http/request-player.ts';
import { REPORTS_PER_DAY, reportView } from '../moderation/reports.ts';
import { ok } from '../openapi/ok.ts';
import { HttpProblem } from '../problem.ts';
import { EITHER } from './sessions.ts';

/** Reports per address a minute, whoever makes them: a burst of accounts from one place is slowed too. */
export const REPORTS_PER_MINUTE_PER_ADDRESS = 10;

/** Players report a run or a player (docs/fair-play.md#reports). */
const reports: FastifyPluginAsyncZod = async (fastify) => {
  const { moderation } = fastify.services;

  fastify.post(
    '/reports',
    {
      schema: {
        summary: 'Report a run or a player to the moderators',
        description:
          `An account reports a run (its replay) or a player, with a reason (${REPORT_REASONS.map((r) => `\`${r}\``).join(', ')}) and an optional note of at most ${MODERATION_TEXT_MAX} characters. ` +
          `A guest cannot (403 \`account_required\`), nor can anyone report themselves or their own runs (403 \`own_subject\`). ` +
          `One open report per reporter and subject (409 \`already_reported\`); at most ${REPORTS_PER_DAY} a day per account and ${REPORTS_PER_MINUTE_PER_ADDRESS} a minute per address (429).`,
        operationId: 'createReport',
        tags: ['moderation'],
        security: EITHER,
        body: createReportBodySchema,
        response: { 201: ok('The report, waiting for a moderator.', createReportResponseSchema), ...errors(400, 401, 403, 404, 409, 413, 415, 429) },
      },
      config: { rateLimit: { max: REPORTS_PER_MINUTE_PER_ADDRESS, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const player = await requestPlayer(fastify, request, 'play');
      if (!player) throw new HttpProblem(ErrorCode.Unauthorized, 'Sign in to report.');
      const report = await moderation.reports.report(player, request.body);
      return reply.code(201).send({ report: reportView(report) });
    },
  );
};

export default reports;
