import {
  ErrorCode,
  logPageSchema,
  logQuerySchema,
  moderationActionBodySchema,
  moderationActionResponseSchema,
  moderatorParamsSchema,
  moderatorResponseSchema,
  playerActionParamsSchema,
  queuePageSchema,
  queueQuerySchema,
  reportParamsSchema,
  runActionParamsSchema,
} from '@gridrace/protocol';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../http/error-responses.ts';
import { requestPlayer } from '../http/request-player.ts';
import type { ModerationLogRecord } from '../store/moderation-store.ts';
import { ok } from '../openapi/ok.ts';
import { bearerToken, sameSecret } from '../players/tokens.ts';
import { HttpProblem } from '../problem.ts';
import type { PlayerRecord } from '../store/store.ts';
import { EITHER } from './sessions.ts';

/** Actions a minute per address: a person's pace; a stolen session cannot wipe the boards in a second. */
export const ACTIONS_PER_MINUTE = 60;

const iso = (at: number) => new Date(at).toISOString();

/** The moderators' queue, actions and audit log; the operator's naming of moderators (docs/fair-play.md#moderation). */
const moderation: FastifyPluginAsyncZod = async (fastify) => {
  const { moderation: service, config, store } = fastify.services;

  async function moderatorOf(request: FastifyRequest, scope: 'read' | 'play'): Promise<PlayerRecord> {
    const player = await requestPlayer(fastify, request, scope);
    if (!player) throw new HttpProblem(ErrorCode.Unauthorized, 'Sign in as a moderator.');
    await service.actions.requireModerator(player);
    return player;
  }

  async function entryView(entry: ModerationLogRecord, moderator: PlayerRecord) {
    const subjectId = entry.subjectKind === 'player' ? entry.subjectId : entry.subjectKind === 'run' ? ((await store.runById(entry.subjectId))?.playerId ?? null) : null;
    const subject = subjectId === null ? null : await store.moderatedPlayer(subjectId);
    return {
      entry: {
        id: entry.id,
        moderator: { id: moderator.id, name: moderator.name },
        action: entry.action as never,
        subjectKind: entry.subjectKind as 'run' | 'player' | 'report',
        subjectId: entry.subjectId,
        subjectPlayer: subject ? { id: subject.id, name: subject.name, guest: subject.guest } : null,
        reason: entry.reason,
        at: iso(entry.at),
      },
    };
  }

  const actionRoute = { tags: ['moderation'], security: EITHER, body: moderationActionBodySchema };
  const actionResponse = { 200: ok('The action, as the audit log keeps it.', moderationActionResponseSchema), ...errors(400, 401, 403, 404, 409, 413, 415, 429) };
  const actionLimit = { rateLimit: { max: ACTIONS_PER_MINUTE, timeWindow: 60_000 } };

  fastify.get(
    '/moderation/queue',
    {
      schema: {
        summary: 'The review queue: flagged runs and open reports',
        description:
          "For moderators (403 `moderator_required` otherwise): flagged runs and open reports, oldest first (or `order=newest`), each with its evidence, the run, and the player's other open items. Keyset pages: send `next` as `cursor`.",
        operationId: 'getModerationQueue',
        tags: ['moderation'],
        security: EITHER,
        querystring: queueQuerySchema,
        response: { 200: ok('A page of the queue.', queuePageSchema), ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => {
      await moderatorOf(request, 'read');
      return service.queue.page(request.query.order, request.query.cursor, request.query.limit);
    },
  );

  fastify.post(
    '/moderation/runs/:runId/:action',
    {
      schema: {
        summary: 'Clear a flagged run, or void a run',
        description:
          "`clear`: the flag was wrong, the run counts again. `void`: the run is off every board for good. The game's ratings are computed again. A moderator cannot act on their own runs (403 `own_subject`); the reason goes to the audit log.",
        operationId: 'moderateRun',
        params: runActionParamsSchema,
        response: actionResponse,
        ...actionRoute,
      },
      config: actionLimit,
    },
    async (request) => {
      const moderator = await moderatorOf(request, 'play');
      return entryView(await service.actions.onRun(moderator, request.params.runId, request.params.action, request.body.reason), moderator);
    },
  );

  fastify.post(
    '/moderation/players/:playerId/:action',
    {
      schema: {
        summary: 'Restrict a player from ranking, hide them from boards, or reset their name',
        description:
          "`restrict`: the player's runs stop ranking and rating; `hide`: off every board and ratings list; `reset_name`: a neutral generated name (an account's handle too). Not on oneself (403 `own_subject`).",
        operationId: 'moderatePlayer',
        params: playerActionParamsSchema,
        response: actionResponse,
        ...actionRoute,
      },
      config: actionLimit,
    },
    async (request) => {
      const moderator = await moderatorOf(request, 'play');
      return entryView(await service.actions.onPlayer(moderator, request.params.playerId, request.params.action, request.body.reason), moderator);
    },
  );

  fastify.post(
    '/moderation/reports/:reportId/dismiss',
    {
      schema: {
        summary: 'Dismiss a report',
        description: 'The report is closed without action; the reason goes to the audit log.',
        operationId: 'dismissReport',
        params: reportParamsSchema,
        response: actionResponse,
        ...actionRoute,
      },
      config: actionLimit,
    },
    async (request) => {
      const moderator = await moderatorOf(request, 'play');
      return entryView(await service.actions.dismiss(moderator, request.params.reportId, request.body.reason), moderator);
    },
  );

  fastify.get(
    '/moderation/log',
    {
      schema: {
        summary: 'The audit log of moderator actions',
        description: "For moderators: every action, newest first: who, what, on whom, why, when. `subjectKind` with `subjectId` keeps one subject's. Keyset pages.",
        operationId: 'getModerationLog',
        tags: ['moderation'],
        security: EITHER,
        querystring: logQuerySchema,
        response: { 200: ok('A page of the log.', logPageSchema), ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => {
      await moderatorOf(request, 'read');
      const { subjectKind, subjectId, cursor, limit } = request.query;
      if ((subjectKind === undefined) !== (subjectId === undefined)) throw new HttpProblem(ErrorCode.BadRequest, 'Send `subjectKind` and `subjectId` together, or neither.');
      return service.queue.log(subjectKind && subjectId ? { subjectKind, subjectId } : null, cursor, limit);
    },
  );

  /** The operator's routes: off (404) without OPERATOR_TOKEN, 401 without it. */
  function requireOperator(request: FastifyRequest): void {
    const secret = config.operatorToken ?? null;
    if (secret === null) throw new HttpProblem(ErrorCode.NotFound, 'The operator routes are off on this server: its operator sets OPERATOR_TOKEN to use them.');
    const token = bearerToken(request.headers.authorization);
    if (token === null || !sameSecret(token, secret)) throw new HttpProblem(ErrorCode.Unauthorized, 'Send the server\'s OPERATOR_TOKEN: "Authorization: Bearer <OPERATOR_TOKEN>".');
  }

  for (const on of [true, false]) {
    const route = {
      schema: {
        summary: on ? "Name a moderator (the operator's)" : "Stop a moderator (the operator's)",
        description:
          "Only for the server's operator: its OPERATOR_TOKEN as `Authorization: Bearer <OPERATOR_TOKEN>` (`gridrace moderator add|remove <handle>` does). Only an account can be a moderator (404 `player_not_found` for no account of that handle). Off (404) without OPERATOR_TOKEN.",
        operationId: on ? 'addModerator' : 'removeModerator',
        tags: ['moderation'],
        security: [{ operatorToken: [] }],
        params: moderatorParamsSchema,
        response: { 200: ok('The account, and whether it is a moderator now.', moderatorResponseSchema), ...errors(400, 401, 404, 429) },
      },
    };
    const handler = async (request: FastifyRequest<{ Params: { handle: string } }>) => {
      requireOperator(request);
      const account = await service.actions.setModerator(request.params.handle, on, on ? 'named by the operator' : 'removed by the operator');
      return { player: { id: account.id, name: account.name, guest: account.guest }, moderator: account.moderator };
    };
    if (on) fastify.put('/moderators/:handle', route, handler);
    else fastify.delete('/moderators/:handle', route, handler);
  }
};

export default moderation;
