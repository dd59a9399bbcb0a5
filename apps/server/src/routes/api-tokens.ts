import {
  ErrorCode,
  apiTokenParamsSchema,
  apiTokensResponseSchema,
  createApiTokenBodySchema,
  createApiTokenResponseSchema,
  revokeApiTokenResponseSchema,
  type ApiTokenInfo,
} from '@gridrace/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_LIVE_TOKENS } from '../accounts/api-tokens.ts';
import { errors } from '../http/error-responses.ts';
import { ok } from '../openapi/ok.ts';
import { HttpProblem } from '../problem.ts';
import type { ApiTokenRecord } from '../store/sessions-store.ts';
import { accountInBrowser } from './sessions.ts';

const tokenInfo = (token: ApiTokenRecord): ApiTokenInfo => ({
  id: token.id,
  name: token.name,
  scopes: [...token.scopes],
  createdAt: new Date(token.createdAt).toISOString(),
  lastUsedAt: token.lastUsedAt === null ? null : new Date(token.lastUsedAt).toISOString(),
});

/** Personal API tokens for bots and scripts (docs/accounts.md#tokens): made, listed and revoked in a signed-in browser. */
const apiTokens: FastifyPluginAsyncZod = async (fastify) => {
  const { apiTokens: service } = fastify.services;

  fastify.post(
    '/account/tokens',
    {
      schema: {
        summary: 'Make a personal API token for a bot or a script; keep it, it is shown once',
        description:
          'A token that acts as the account over REST (`Authorization: Bearer grt_…`) and Socket.IO (`auth: {token}`), within its scopes: `read` (the account’s own data) and, with `play`, everything that changes state. ' +
          `It lasts until revoked. An account holds ${MAX_LIVE_TOKENS} at most (409 \`too_many_tokens\`). An account only, signed in in this browser: a guest gets 403 \`account_required\`, a token 403 \`forbidden\`.`,
        operationId: 'createApiToken',
        tags: ['accounts'],
        security: [{ session: [] }],
        body: createApiTokenBodySchema,
        response: { 201: ok('The new token, shown this once.', createApiTokenResponseSchema), ...errors(400, 401, 403, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const caller = await accountInBrowser(fastify, request, 'make personal API tokens');
      const { record, token } = await service.create(caller.player, request.body.name, request.body.scopes);
      return reply.code(201).send({ apiToken: tokenInfo(record), token });
    },
  );

  fastify.get(
    '/account/tokens',
    {
      schema: {
        summary: 'The account’s personal API tokens: names, scopes, when made and last used',
        description: `The live tokens, newest first (${MAX_LIVE_TOKENS} at most), without their secrets; when each was last used is written at most once a minute.`,
        operationId: 'listApiTokens',
        tags: ['accounts'],
        security: [{ session: [] }],
        response: { 200: ok('The live tokens.', apiTokensResponseSchema), ...errors(401, 403, 429) },
      },
    },
    async (request) => {
      const caller = await accountInBrowser(fastify, request, 'list its personal API tokens');
      return { tokens: (await service.list(caller.player.id)).map(tokenInfo) };
    },
  );

  fastify.delete(
    '/account/tokens/:id',
    {
      schema: {
        summary: 'Revoke a personal API token',
        description:
          'The token stops working at once: every request after this one is refused, and the sockets connected with it are disconnected, on every server process. Not a live token of this account: 404.',
        operationId: 'revokeApiToken',
        tags: ['accounts'],
        security: [{ session: [] }],
        params: apiTokenParamsSchema,
        response: { 200: ok('The token was revoked.', revokeApiTokenResponseSchema), ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const caller = await accountInBrowser(fastify, request, 'revoke its personal API tokens');
      if (!(await service.revoke(caller.player.id, request.params.id))) throw new HttpProblem(ErrorCode.TokenNotFound, `No live token ${request.params.id} of this account.`);
      return { revoked: true as const };
    },
  );
};

export default apiTokens;
