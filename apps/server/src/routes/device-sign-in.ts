import { ErrorCode, type Problem, deviceCodeResponseSchema, deviceSignInBodySchema, deviceSignInResponseSchema } from '@gridrace/protocol';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DeviceCodes } from '../accounts/device-codes.ts';
import { publicOrigin } from '../accounts/public-origin.ts';
import { errors } from '../http/error-responses.ts';
import { exemptionOf } from '../limits/exempt-addresses.ts';
import { KeyedBuckets } from '../limits/keyed-buckets.ts';
import { rateLimited } from '../limits/refusal.ts';
import { ok } from '../openapi/ok.ts';
import { HttpProblem } from '../problem.ts';
import { accountInBrowser } from './sessions.ts';

/** Codes one account may make a minute: a few tries at showing one, not a flood of rows. */
const CODES_PER_ACCOUNT_PER_MINUTE = 10;

/** A limit's refusal as the answer: 429 with `Retry-After`. */
function refused(reply: FastifyReply, problem: Problem): HttpProblem {
  if (problem.retryAfterMs !== undefined) void reply.header('Retry-After', String(Math.ceil(problem.retryAfterMs / 1000)));
  return new HttpProblem(problem.code, problem.message, undefined, problem.reason, problem.retryAfterMs);
}

/** Another device by code (docs/accounts.md#another-device): the signed-in device makes a code; the other sends it back. */
const deviceSignIn: FastifyPluginAsyncZod = async (fastify) => {
  const { store, config, sessions, now } = fastify.services;
  const codes = new DeviceCodes(store, config.dailySecret, now, undefined, exemptionOf(config.addressLimitsExempt));
  const made = new KeyedBuckets({ burst: CODES_PER_ACCOUNT_PER_MINUTE, perSecond: CODES_PER_ACCOUNT_PER_MINUTE / 60 });

  fastify.post(
    '/account/device-codes',
    {
      schema: {
        summary: 'A code that signs another device in as this account',
        description:
          'For a phone, or a computer on plain http where passkeys are refused: the code (and a link with it, for a QR code) signs one other device in as this account, ' +
          'once, within five minutes. Only a signed-in browser makes one, never a token: a leaked token cannot make itself a session.',
        operationId: 'createDeviceCode',
        tags: ['accounts'],
        security: [{ session: [] }],
        response: { 201: ok('The code, its link and when it expires.', deviceCodeResponseSchema), ...errors(401, 403, 429) },
      },
    },
    async (request, reply) => {
      const caller = await accountInBrowser(fastify, request, 'sign another device in');
      const wait = made.take(caller.player.id, now());
      if (wait > 0) throw refused(reply, rateLimited(`At most ${CODES_PER_ACCOUNT_PER_MINUTE} codes a minute`, wait));
      const { code, expiresAt } = await codes.create(caller.player.id);
      const link = new URL('/sign-in/code', publicOrigin(config, request));
      link.searchParams.set('c', code);
      return reply.code(201).send({ code, link: link.toString(), expiresAt: new Date(expiresAt).toISOString() });
    },
  );

  fastify.post(
    '/auth/device',
    {
      schema: {
        summary: 'Sign this device in with the code another device shows',
        description:
          'The code a signed-in device made (POST /api/v1/account/device-codes) signs this browser in as its account: the session cookie is set. ' +
          'A code works once, for five minutes; one that is unknown, expired or used gets the same 400 `invalid_device_code`. ' +
          'Guesses are limited: 5 a minute from one address, and 60 wrong codes a minute over the whole server.',
        operationId: 'signInWithDeviceCode',
        tags: ['accounts'],
        body: deviceSignInBodySchema,
        response: { 200: ok('Signed in: the account, and the session cookie set.', deviceSignInResponseSchema), ...errors(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const refusal = codes.admit(request.ip);
      if (refusal) throw refused(reply, refusal);
      const playerId = await codes.redeem(request.body.code);
      const player = playerId === null ? null : await store.playerById(playerId);
      if (!player || player.deletedAt !== null || player.accountAt === null)
        throw new HttpProblem(
          ErrorCode.InvalidDeviceCode,
          'This code does not sign anyone in: it may be mistyped, expired (after five minutes) or used. Make a new one on the signed-in device.',
        );
      await sessions.start(player, request, reply);
      return { player: { id: player.id, name: player.name } };
    },
  );
};

export default deviceSignIn;
