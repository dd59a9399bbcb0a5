import {
  ErrorCode,
  passkeyParamsSchema,
  passkeyRegistrationOptionsResponseSchema,
  passkeyRegistrationVerifyBodySchema,
  passkeyResponseSchema,
  passkeySignedInResponseSchema,
  passkeySignInOptionsBodySchema,
  passkeySignInOptionsResponseSchema,
  passkeySignInVerifyBodySchema,
  passkeySignUpOptionsBodySchema,
  passkeysResponseSchema,
  PasskeyLimits,
  renamePasskeyBodySchema,
} from '@gridrace/protocol';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerWithScope, requestCaller, type Scope } from '../accounts/caller.ts';
import { deviceOf } from '../accounts/device.ts';
import { parseHandle } from '../accounts/handles.ts';
import { relyingParty } from '../accounts/passkeys/relying-party.ts';
import { errors } from '../http/error-responses.ts';
import { ok } from '../openapi/ok.ts';
import { HttpProblem } from '../problem.ts';
import type { PasskeyRecord } from '../store/passkeys-store.ts';
import type { PlayerRecord } from '../store/store.ts';

/**
 * Requests a client address may make a minute to each passkey ceremony route: a person signs up
 * or in a few times a day; each request stores a flow or checks a signature, so a script gets
 * few. Counted per process, like REST's general limit.
 */
export const PASSKEY_REQUESTS_PER_MINUTE = 30;
const limited = { rateLimit: { max: PASSKEY_REQUESTS_PER_MINUTE, timeWindow: 60_000 } };

const iso = (ms: number) => new Date(ms).toISOString();
const passkeyInfo = (passkey: PasskeyRecord) => ({
  id: passkey.id,
  name: passkey.name,
  createdAt: iso(passkey.createdAt),
  lastUsedAt: passkey.lastUsedAt === null ? null : iso(passkey.lastUsedAt),
});
const signedIn = (player: PlayerRecord, passkey: PasskeyRecord) => ({
  player: { id: player.id, name: player.name, createdAt: iso(player.createdAt), accountAt: iso(player.accountAt ?? player.createdAt) },
  passkey: passkeyInfo(passkey),
});
/** A ceremony's options as the answer carries them: JSON for the browser, described loosely in the OpenAPI document (WebAuthn's own shape). */
const ceremonyJson = ({ flowId, options }: { flowId: string; options: object }) => ({ flowId, options: options as Record<string, unknown> });
/** A new passkey's name: the one given, else the browser and system it was made on ("Chrome on Android"). */
const nameOf = (given: string | undefined, request: FastifyRequest) => given ?? deviceOf(request.headers['user-agent']);

const passkeys: FastifyPluginAsyncZod = async (fastify) => {
  const { config, store, sessions } = fastify.services;
  const ceremonies = () => fastify.services.passkeys;

  const partyOf = (request: FastifyRequest) => {
    const rp = relyingParty(config, { protocol: request.protocol, host: request.host });
    if (!rp)
      throw new HttpProblem(ErrorCode.PasskeysNeedADomain, 'Passkeys need the site to be reached by a domain name (localhost, or one set as PUBLIC_ORIGIN), not an address.');
    return rp;
  };

  /** The guest who signs up, keeping their progress: the caller, when a guest. An account has nothing to sign up for. */
  const guestOf = async (request: FastifyRequest): Promise<PlayerRecord | null> => {
    const caller = await requestCaller(fastify, request);
    if (caller && caller.player.accountAt !== null)
      throw new HttpProblem(ErrorCode.Conflict, 'You are signed in to an account already: add a passkey to it from your account page.');
    return caller?.via === 'guest' ? caller.player : null;
  };

  /**
   * The signed-in account a request manages passkeys of. Reading takes a session or a token with
   * `read`; changing them, a session only: a leaked bot token must not be able to add a way in.
   */
  const accountOf = async (request: FastifyRequest, scope: Scope): Promise<PlayerRecord> => {
    const caller = await callerWithScope(fastify, request, scope);
    if (!caller) throw new HttpProblem(ErrorCode.Unauthorized, 'Sign in to manage your passkeys.');
    if (caller.player.accountAt === null) throw new HttpProblem(ErrorCode.Forbidden, 'A guest has no passkeys: create an account to keep your progress.');
    if (scope === 'play' && caller.via !== 'session') throw new HttpProblem(ErrorCode.Forbidden, 'Passkeys are changed from a signed-in browser, not with a token.');
    return caller.player;
  };

  /**
   * What `becomeAccount` would refuse whatever the passkey, said before the browser asks the
   * person to make one (a passkey left on their device for an account never made). The invitation
   * itself, and a handle taken meanwhile, are checked when the account is made.
   */
  const signUpAllowed = async (handle: string, invite: string | undefined) => {
    if (config.localSignUp === false || config.registration === 'closed')
      throw new HttpProblem(
        ErrorCode.RegistrationClosed,
        'This server takes no new accounts here: its operator closed registration, or takes them through its identity provider only.',
      );
    if (config.registration === 'invite' && invite === undefined)
      throw new HttpProblem(ErrorCode.InviteRequired, 'This server takes new accounts by invitation: enter your invitation code.');
    const parsed = parseHandle(handle);
    if ('problem' in parsed) throw new HttpProblem(ErrorCode.InvalidHandle, `Handle refused: ${parsed.problem}.`);
    if (await store.playerByHandleKey(parsed.key)) throw new HttpProblem(ErrorCode.HandleTaken, `The handle ${parsed.handle}, or one that looks the same, is taken.`);
  };

  fastify.post(
    '/auth/passkeys/register/options',
    {
      config: limited,
      schema: {
        summary: 'Sign up with a passkey: the options for the browser',
        description:
          'Begins a sign-up: answers the options for `navigator.credentials.create` and a `flowId`, good once for 5 minutes. A guest who sends their token (or signs up from their browser) ' +
          'becomes the account, keeping their runs, ratings and streaks. Refused when signed in to an account already (409), or when the server takes no new accounts here. ' +
          `At most ${PASSKEY_REQUESTS_PER_MINUTE} requests a minute per address.`,
        operationId: 'passkeySignUpOptions',
        tags: ['accounts'],
        security: [{}, { bearer: [] }],
        body: passkeySignUpOptionsBodySchema,
        response: { 200: ok('The options and the flow they belong to.', passkeyRegistrationOptionsResponseSchema), ...errors(400, 401, 403, 409, 413, 415, 429) },
      },
    },
    async (request) => {
      const guest = await guestOf(request);
      await signUpAllowed(request.body.handle, request.body.invite);
      return ceremonyJson(await ceremonies().signUpOptions(partyOf(request), request.body.handle, request.body.invite ?? null, guest));
    },
  );

  fastify.post(
    '/auth/passkeys/register/verify',
    {
      config: limited,
      schema: {
        summary: 'Sign up with a passkey: the new passkey, and the account is made',
        description:
          "Finishes a sign-up begun by `passkeySignUpOptions` (the same guest, if it was a guest's): checks the browser's answer, makes the account with the handle asked for, " +
          'stores the passkey and signs the browser in (the `gridrace_session` cookie). A guest who became the account stops being reachable by their old token.',
        operationId: 'passkeySignUp',
        tags: ['accounts'],
        security: [{}, { bearer: [] }],
        body: passkeyRegistrationVerifyBodySchema,
        response: { 200: ok('The new account and its passkey; the session cookie is set.', passkeySignedInResponseSchema), ...errors(400, 401, 403, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const guest = await guestOf(request);
      const { player, passkey } = await ceremonies().signUp(partyOf(request), request.body.flowId, request.body.response, guest, nameOf(request.body.name, request));
      await sessions.start(player, request, reply);
      return signedIn(player, passkey);
    },
  );

  fastify.post(
    '/auth/passkeys/login/options',
    {
      config: limited,
      schema: {
        summary: 'Sign in with a passkey: the options for the browser',
        description:
          "Begins a sign-in with any of this site's passkeys the browser or phone holds (no handle typed), or with a `handle`, that account's passkeys only: the options for `navigator.credentials.get` and a `flowId`, good once for 5 minutes. " +
          `At most ${PASSKEY_REQUESTS_PER_MINUTE} requests a minute per address.`,
        operationId: 'passkeySignInOptions',
        tags: ['accounts'],
        security: [{}],
        body: passkeySignInOptionsBodySchema,
        response: { 200: ok('The options and the flow they belong to.', passkeySignInOptionsResponseSchema), ...errors(400, 404, 413, 415, 429) },
      },
    },
    async (request) => {
      const rp = partyOf(request);
      if (request.body.handle === undefined) return ceremonyJson(await ceremonies().signInOptions(rp));
      // Handles are public (leaderboards show them): naming one that is no account's says nothing secret.
      const parsed = parseHandle(request.body.handle);
      const account = 'problem' in parsed ? null : await store.playerByHandleKey(parsed.key);
      if (!account || account.accountAt === null || account.deletedAt !== null) throw new HttpProblem(ErrorCode.PlayerNotFound, 'No account has this handle.');
      return ceremonyJson(await ceremonies().signInOptions(rp, account));
    },
  );

  fastify.post(
    '/auth/passkeys/login/verify',
    {
      config: limited,
      schema: {
        summary: 'Sign in with a passkey',
        description:
          "Finishes a sign-in: checks the passkey's signature over the flow's challenge and that its counter moved on, and signs the browser in (the `gridrace_session` cookie).",
        operationId: 'passkeySignIn',
        tags: ['accounts'],
        security: [{}],
        body: passkeySignInVerifyBodySchema,
        response: { 200: ok('The account signed in and the passkey used; the session cookie is set.', passkeySignedInResponseSchema), ...errors(400, 401, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const passkey = await ceremonies().signIn(partyOf(request), request.body.flowId, request.body.response);
      const player = await store.playerById(passkey.playerId);
      if (!player || player.deletedAt !== null || player.accountAt === null) throw new HttpProblem(ErrorCode.Unauthorized, 'This passkey’s account no longer exists.');
      await sessions.start(player, request, reply);
      return signedIn(player, passkey);
    },
  );

  fastify.get(
    '/account/passkeys',
    {
      schema: {
        summary: "The account's passkeys",
        description: 'Each with its name, when it was made and when it last signed in.',
        operationId: 'listPasskeys',
        tags: ['accounts'],
        security: [{ session: [] }, { bearer: [] }],
        response: { 200: ok('The passkeys, oldest first.', passkeysResponseSchema), ...errors(401, 403, 429) },
      },
    },
    async (request) => {
      const account = await accountOf(request, 'read');
      return { passkeys: (await store.passkeysOf(account.id, PasskeyLimits.perAccount)).map(passkeyInfo) };
    },
  );

  fastify.post(
    '/account/passkeys/options',
    {
      config: limited,
      schema: {
        summary: 'Add another passkey: the options for the browser',
        description: `The options for \`navigator.credentials.create\`, leaving out the account's passkeys, and a \`flowId\`. An account holds at most ${PasskeyLimits.perAccount} passkeys. From a signed-in browser only.`,
        operationId: 'addPasskeyOptions',
        tags: ['accounts'],
        security: [{ session: [] }],
        response: { 200: ok('The options and the flow they belong to.', passkeyRegistrationOptionsResponseSchema), ...errors(400, 401, 403, 409, 429) },
      },
    },
    async (request) => ceremonyJson(await ceremonies().addOptions(partyOf(request), await accountOf(request, 'play'))),
  );

  fastify.post(
    '/account/passkeys/verify',
    {
      config: limited,
      schema: {
        summary: 'Add another passkey',
        description: 'Finishes `addPasskeyOptions`: checks the new passkey and stores it under the name given (default: the browser and system).',
        operationId: 'addPasskey',
        tags: ['accounts'],
        security: [{ session: [] }],
        body: passkeyRegistrationVerifyBodySchema,
        response: { 201: ok('The new passkey.', passkeyResponseSchema), ...errors(400, 401, 403, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const account = await accountOf(request, 'play');
      const passkey = await ceremonies().add(partyOf(request), request.body.flowId, request.body.response, account, nameOf(request.body.name, request));
      return reply.code(201).send({ passkey: passkeyInfo(passkey) });
    },
  );

  fastify.patch(
    '/account/passkeys/:id',
    {
      schema: {
        summary: 'Rename a passkey',
        description: 'Only the name changes.',
        operationId: 'renamePasskey',
        tags: ['accounts'],
        security: [{ session: [] }],
        params: passkeyParamsSchema,
        body: renamePasskeyBodySchema,
        response: { 200: ok('The passkey under its new name.', passkeyResponseSchema), ...errors(400, 401, 403, 404, 413, 415, 429) },
      },
    },
    async (request) => {
      const account = await accountOf(request, 'play');
      if (!(await store.renamePasskey(account.id, request.params.id, request.body.name))) throw noPasskey();
      const passkey = await store.passkeyById(request.params.id);
      if (!passkey) throw noPasskey();
      return { passkey: passkeyInfo(passkey) };
    },
  );

  fastify.delete(
    '/account/passkeys/:id',
    {
      schema: {
        summary: 'Remove a passkey',
        description:
          'It can no longer sign in. Refused with 409 `last_sign_in_method` for the last passkey of an account that has no other way in (a linked OpenID Connect identity): ' +
          'add another passkey first, or delete the account. Sessions it began stay signed in (sign them out on the sessions list).',
        operationId: 'removePasskey',
        tags: ['accounts'],
        security: [{ session: [] }],
        params: passkeyParamsSchema,
        response: { 200: ok('Removed: the passkeys left.', passkeysResponseSchema), ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const account = await accountOf(request, 'play');
      const outcome = await store.removePasskey(account.id, request.params.id);
      if (outcome === 'absent') throw noPasskey();
      if (outcome === 'last')
        throw new HttpProblem(ErrorCode.LastSignInMethod, 'This is your last way to sign in: add another passkey first, or you could never sign in to this account again.');
      return { passkeys: (await store.passkeysOf(account.id, PasskeyLimits.perAccount)).map(passkeyInfo) };
    },
  );
};

const noPasskey = () => new HttpProblem(ErrorCode.PasskeyNotFound, 'Your account has no such passkey.');

export default passkeys;
