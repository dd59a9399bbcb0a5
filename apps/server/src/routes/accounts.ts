import {
  ErrorCode,
  accountExportSchema,
  type AccountExport,
  createInviteBodySchema,
  deleteAccountBodySchema,
  deletedAccountResponseSchema,
  handleParamsSchema,
  handleStateResponseSchema,
  inviteResponseSchema,
  markBotResponseSchema,
} from '@gridrace/protocol';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { accountExport } from '../accounts/account-export.ts';
import { DELETED_PLAYER_NAME } from '../accounts/accounts.ts';
import { requestCaller } from '../accounts/caller.ts';
import { handleKey } from '../accounts/handles.ts';
import { errors } from '../http/error-responses.ts';
import { requestPlayer } from '../http/request-player.ts';
import { KeyedBuckets } from '../limits/keyed-buckets.ts';
import { ok } from '../openapi/ok.ts';
import { bearerToken, sameSecret } from '../players/tokens.ts';
import { HttpProblem } from '../problem.ts';
import type { PlayerRecord } from '../store/store.ts';
import { playerInfo } from './players.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A sign-up form asks as one types: more than a person types, fewer than a script guessing handles would like. */
export const HANDLE_CHECKS_PER_MINUTE = 60;
/** An export reads everything of a player's: one a minute each. */
export const EXPORTS_PER_MINUTE = 1;
/** Marking a bot is done once: a few asks a minute per address are plenty. */
export const BOT_MARKS_PER_MINUTE = 10;

const accounts: FastifyPluginAsyncZod = async (fastify) => {
  const { accounts: service, sessions, apiTokens, store, dailies, config, now } = fastify.services;
  const exports = new KeyedBuckets({ burst: EXPORTS_PER_MINUTE, perSecond: EXPORTS_PER_MINUTE / 60 });

  /** The account a request acts as: 401 without a player, 403 `account_required` for a guest. */
  async function accountOf(request: FastifyRequest, scope: 'read' | 'play', doing: string): Promise<PlayerRecord> {
    const player = await requestPlayer(fastify, request, scope);
    if (!player) throw new HttpProblem(ErrorCode.Unauthorized, `Sign in (or send a token) to ${doing}.`);
    if (player.accountAt === null)
      throw new HttpProblem(
        ErrorCode.AccountRequired,
        `Only an account can ${doing}: a guest has no account to ${doing === 'export your data' ? 'export' : 'delete'}. Create one first.`,
      );
    return player;
  }

  fastify.get(
    '/handles/:handle',
    {
      schema: {
        summary: 'Whether a handle is free',
        description:
          'For a sign-up form, as one types: whether nobody has the handle, ' +
          'compared without case and by Unicode confusables (UTS #39), so `аlice` (Cyrillic а) is taken once `alice` is. ' +
          'Text that is no handle (3 to 24 letters, digits and `_` `-` `.` between them) is a 400 `invalid_handle` saying why. ' +
          `At most ${HANDLE_CHECKS_PER_MINUTE} a minute per client address.`,
        operationId: 'getHandleState',
        tags: ['accounts'],
        params: handleParamsSchema,
        response: { 200: ok('Whether the handle can be taken now, and why not.', handleStateResponseSchema), ...errors(400, 429) },
      },
      config: { rateLimit: { max: HANDLE_CHECKS_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request) => {
      const state = await service.handleState(request.params.handle);
      if (state.problem !== null && !state.taken) throw new HttpProblem(ErrorCode.InvalidHandle, `Handle refused: ${state.problem}.`);
      return { handle: state.handle, available: state.available, problem: state.problem, registration: service.policy };
    },
  );

  fastify.post(
    '/invites',
    {
      schema: {
        summary: "Make an invitation code (the operator's)",
        description:
          'Under REGISTRATION=invite, a new account needs a code: each is good for one account, until it expires. ' +
          "Only for the server's operator: send its OPERATOR_TOKEN as `Authorization: Bearer <OPERATOR_TOKEN>` (`gridrace invite` does). Without OPERATOR_TOKEN set, this route is off (404).",
        operationId: 'createInvite',
        tags: ['accounts'],
        security: [{ operatorToken: [] }],
        body: createInviteBodySchema,
        response: { 201: ok('The new code: shown once.', inviteResponseSchema), ...errors(400, 401, 404, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const secret = config.operatorToken ?? null;
      if (secret === null) throw new HttpProblem(ErrorCode.NotFound, 'The operator routes are off on this server: its operator sets OPERATOR_TOKEN to use them.');
      const token = bearerToken(request.headers.authorization);
      if (token === null || !sameSecret(token, secret))
        throw new HttpProblem(ErrorCode.Unauthorized, 'Send the server\'s OPERATOR_TOKEN: "Authorization: Bearer <OPERATOR_TOKEN>".');
      const { code, expiresAt } = await service.createInvite(request.body.validForDays * DAY_MS);
      return reply.code(201).send({ code, expiresAt: new Date(expiresAt!).toISOString() });
    },
  );

  fastify.get(
    '/account/export',
    {
      schema: {
        summary: 'Everything of your own, as JSON',
        description:
          "The account's profile, ratings with their whole history, statistics of every kind of board played, journeys, and every run with its log, as one JSON document sent as a download. " +
          `Only for an account (a guest: 403 \`account_required\`); at most ${EXPORTS_PER_MINUTE} a minute.`,
        operationId: 'exportAccount',
        tags: ['accounts'],
        security: [{ session: [] }, { bearer: [] }],
        response: {
          200: {
            description: 'The export, as an attachment.',
            headers: { 'Content-Disposition': { description: 'attachment; filename="gridrace-<handle>.json"', schema: { type: 'string' } } },
            content: { 'application/json': { schema: accountExportSchema } },
          },
          ...errors(401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const player = await accountOf(request, 'read', 'export your data');
      const waitMs = exports.take(player.id, now());
      if (waitMs > 0) {
        void reply.header('Retry-After', String(Math.ceil(waitMs / 1000)));
        throw new HttpProblem(ErrorCode.RateLimited, `One export a minute: retry in ${Math.ceil(waitMs / 1000)} s.`, undefined, undefined, waitMs);
      }
      const filename = `gridrace-${player.id}.json`;
      return (
        reply
          .type('application/json; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${filename}"`)
          // A stream is sent as it is read, never serialized whole (the document's schema describes the text it makes).
          .send(Readable.from(accountExport(store, player, dailies.today(), now())) as unknown as AccountExport)
      );
    },
  );

  fastify.delete(
    '/account',
    {
      schema: {
        summary: 'Delete your account',
        description:
          'The body repeats the handle, to confirm. The account leaves every leaderboard, daily distribution and ratings board; its statistics, ratings, journeys, sessions, tokens, passkeys and linked identities are deleted. ' +
          'Its runs stay, anonymous, under the name "deleted player"; its handle is free again. Every session and token of it stops working at once.',
        operationId: 'deleteAccount',
        tags: ['accounts'],
        security: [{ session: [] }, { bearer: [] }],
        body: deleteAccountBodySchema,
        response: {
          200: ok('Deleted: what stays of the player, anonymous; the session cookie, if it signed the request, is cleared.', deletedAccountResponseSchema),
          ...errors(400, 401, 403, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const player = await accountOf(request, 'play', 'delete your account');
      if (handleKey(request.body.handle) !== handleKey(player.name))
        throw new HttpProblem(ErrorCode.BadRequest, `To delete this account, type its handle, ${player.name}, to confirm.`);
      const caller = await requestCaller(fastify, request);
      // Signed out everywhere and its tokens revoked first, so that the sockets of each close (on every
      // process); then their rows go with the rest.
      await sessions.endEverywhere(player.id, null);
      for (const token of await apiTokens.list(player.id)) await apiTokens.revoke(player.id, token.id);
      await service.deleteAccount(player);
      if (caller?.via === 'session') sessions.clearCookie(request, reply);
      return { player: { id: player.id, name: DELETED_PLAYER_NAME } };
    },
  );

  fastify.post(
    '/account/bot',
    {
      schema: {
        summary: 'Mark your account as a bot, for good',
        description:
          "A bot is an account played by a program through the API (docs/bots.md): its name carries a BOT mark everywhere, and it ranks on the bots' own boards and ratings, apart from people. " +
          'The mark is for good (no route takes it off), and only an account that has played no rated game yet may take it: a rating earned as a person does not move to the bots (409 `has_rated_games`). ' +
          `A guest cannot (403 \`account_required\`); a token needs the \`play\` scope. Marking a bot again changes nothing. At most ${BOT_MARKS_PER_MINUTE} a minute per client address.`,
        operationId: 'markAccountBot',
        tags: ['accounts'],
        security: [{ session: [] }, { bearer: [] }],
        response: { 200: ok('The account, marked a bot.', markBotResponseSchema), ...errors(401, 403, 409, 429) },
      },
      config: { rateLimit: { max: BOT_MARKS_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request) => {
      const player = await requestPlayer(fastify, request, 'play');
      if (!player) throw new HttpProblem(ErrorCode.Unauthorized, 'Sign in (or send a token with the play scope) to mark your account as a bot.');
      if (player.accountAt === null)
        throw new HttpProblem(ErrorCode.AccountRequired, 'Only an account can be marked as a bot: a guest has no lasting name to carry the mark. Create an account first.');
      const marked = await store.markBot(player.id);
      if (marked === 'rated')
        throw new HttpProblem(
          ErrorCode.HasRatedGames,
          'This account has played rated games as a person: its ratings cannot move to the bots. Make a new account for your bot, and mark it before its first rated game.',
        );
      if (marked === 'not_account') throw new HttpProblem(ErrorCode.AccountRequired, 'Only a live account can be marked as a bot.');
      return { player: playerInfo({ ...player, bot: true }) };
    },
  );
};

export default accounts;
