import { authMethodsResponseSchema } from '@gridrace/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../http/error-responses.ts';
import { ok } from '../openapi/ok.ts';

/** What the sign-in page offers: the ways to sign in this server has (docs/accounts.md). */
const authMethods: FastifyPluginAsyncZod = async (fastify) => {
  const { config } = fastify.services;
  fastify.get(
    '/auth/methods',
    {
      schema: {
        summary: 'The ways to sign in and sign up this server offers',
        description:
          "For a sign-in page: passkeys (whether the browser can use them is the browser's call: https or localhost), a code from another signed-in device, " +
          "the operator's OpenID Connect provider if any, the registration policy, and whether new accounts may be made here with a passkey (LOCAL_SIGN_UP).",
        operationId: 'getAuthMethods',
        tags: ['accounts'],
        response: { 200: ok('The sign-in methods.', authMethodsResponseSchema), ...errors(429) },
      },
    },
    async () => ({
      passkeys: true,
      deviceCode: true,
      oidc: config.oidc ? { name: config.oidc.name } : null,
      registration: config.registration ?? 'open',
      localSignUp: config.localSignUp ?? true,
    }),
  );
};

export default authMethods;
