import { ErrorCode, identitiesResponseSchema, identityParamsSchema, unlinkIdentityResponseSchema, type IdentityInfo } from '@gridrace/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../http/error-responses.ts';
import { ok } from '../openapi/ok.ts';
import { HttpProblem } from '../problem.ts';
import type { IdentityRecord } from '../store/identities-store.ts';
import { accountInBrowser } from './sessions.ts';

/** The account's linked OpenID Connect identities (docs/accounts.md#openid-connect): listed, and unlinked unless the last way in. */
const identities: FastifyPluginAsyncZod = async (fastify) => {
  const { store, config } = fastify.services;
  const info = (identity: IdentityRecord): IdentityInfo => ({
    issuer: identity.issuer,
    subject: identity.subject,
    provider: config.oidc && config.oidc.issuer === identity.issuer ? config.oidc.name : new URL(identity.issuer).hostname,
    createdAt: new Date(identity.createdAt).toISOString(),
  });

  fastify.get(
    '/account/identities',
    {
      schema: {
        summary: "The account's linked OpenID Connect identities",
        description: 'Each provider identity that signs in as this account, oldest first. Only a signed-in browser sees them, not a token.',
        operationId: 'listIdentities',
        tags: ['accounts'],
        security: [{ session: [] }],
        response: { 200: ok('The linked identities.', identitiesResponseSchema), ...errors(401, 403, 429) },
      },
    },
    async (request) => {
      const caller = await accountInBrowser(fastify, request, 'see your linked providers');
      return { identities: (await store.identitiesOf(caller.player.id)).map(info) };
    },
  );

  fastify.delete(
    '/account/identities/:issuer/:subject',
    {
      schema: {
        summary: 'Unlink an OpenID Connect identity from the account',
        description:
          'Signing in at that provider no longer signs in here. Refused (409 `last_sign_in_method`) when it is the account’s last way to sign in (no passkey, no other identity): add one first.',
        operationId: 'unlinkIdentity',
        tags: ['accounts'],
        security: [{ session: [] }],
        params: identityParamsSchema,
        response: {
          200: ok('The identity is unlinked from the account.', unlinkIdentityResponseSchema),
          ...errors(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request) => {
      const caller = await accountInBrowser(fastify, request, 'unlink a provider');
      const { issuer, subject } = request.params;
      if (await store.unlinkIdentity(caller.player.id, issuer, subject)) return { unlinked: true as const };
      const linked = (await store.identitiesOf(caller.player.id)).some((identity) => identity.issuer === issuer && identity.subject === subject);
      if (!linked) throw new HttpProblem(ErrorCode.NotFound, 'This account has no such linked identity.');
      throw new HttpProblem(ErrorCode.LastSignInMethod, 'This is the last way to sign in to this account: add a passkey or link another provider first.');
    },
  );
};

export default identities;
