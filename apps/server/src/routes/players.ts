import { formatPuzzleId, parsePuzzleId } from '@gridrace/core';
import {
  ErrorCode,
  createPlayerBodySchema,
  createPlayerResponseSchema,
  ownRunsQuerySchema,
  ownRunsResponseSchema,
  playerParamsSchema,
  playerResponseSchema,
  renamePlayerBodySchema,
  renamePlayerResponseSchema,
} from '@gridrace/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../openapi/ok.ts';
import { playerRuns, runSummary } from '../players/profile.ts';
import { playerRatings } from '../ratings/rating-views.ts';
import { attemptsOf } from '../runs/attempts.ts';
import { HttpProblem } from '../problem.ts';
import { requestPlayer } from '../http/request-player.ts';
import { errors } from '../http/error-responses.ts';
import type { PlayerRecord } from '../store/store.ts';

/** A player as the API shows it: `guest` tells a guest's name from an account's handle. */
export const playerInfo = (player: PlayerRecord) => ({
  id: player.id,
  name: player.name,
  guest: player.accountAt === null,
  createdAt: new Date(player.createdAt).toISOString(),
  bot: player.bot === true,
});

/** How many of a player's runs of one puzzle are listed (newest first). */
const OWN_RUNS = 50;

const players: FastifyPluginAsyncZod = async (fastify) => {
  const { players: directory, store } = fastify.services;

  fastify.post(
    '/players',
    {
      schema: {
        summary: 'Create a guest player; keep the token, it is shown once',
        description:
          'A player is a name and a secret token; no account, no e-mail. The name is stored cleaned (see `name`), so the answer shows the name as everyone will see it. ' +
          'The token is the only way to act as this player (runs, rename, own rank): it is not shown again.',
        operationId: 'createPlayer',
        tags: ['players'],
        body: createPlayerBodySchema,
        response: { 201: ok('The new player and its token.', createPlayerResponseSchema), ...errors(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { player, token } = await directory.create(request.body.name);
      return reply.code(201).send({ player: playerInfo(player), token });
    },
  );

  fastify.patch(
    '/players/me',
    {
      schema: {
        summary: "Rename the token's (or the signed-in browser's) player",
        description: "The new name shows everywhere at once: leaderboards, past runs, races. It is cleaned as on creation. A guest's only: an account's name is its handle (403).",
        operationId: 'renameMe',
        tags: ['players'],
        security: [{ bearer: [] }, { session: [] }],
        body: renamePlayerBodySchema,
        response: { 200: ok('The player under the new name.', renamePlayerResponseSchema), ...errors(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request) => {
      const player = await requestPlayer(fastify, request, 'play');
      if (!player) throw new HttpProblem(ErrorCode.Unauthorized, 'Send your player token (Authorization: Bearer <token>) to rename yourself.');
      // An account's name is its handle, unique as folded (docs/accounts.md#handles): not renamed here.
      if (player.accountAt !== null) throw new HttpProblem(ErrorCode.Forbidden, "An account's name is its handle: it is not renamed here.");
      const renamed = await directory.rename(player, request.body.name);
      return { player: playerInfo(renamed) };
    },
  );

  fastify.get(
    '/players/me/runs',
    {
      schema: {
        summary: "The token's player's runs of one puzzle: the one in play to resume, the ones finished, and whether another would rank",
        description: 'What a client asks before starting a run: whether one is in play to resume, and whether a new one would rank.',
        operationId: 'listMyRuns',
        tags: ['players'],
        security: [{ bearer: [] }, { session: [] }],
        querystring: ownRunsQuerySchema,
        response: { 200: ok("The player's runs of the puzzle.", ownRunsResponseSchema), ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const player = await requestPlayer(fastify, request, 'read');
      if (!player) throw new HttpProblem(ErrorCode.Unauthorized, 'Send your player token (Authorization: Bearer <token>) to see your runs.');
      const ref = parsePuzzleId(request.query.puzzleId);
      if (!ref.ok) throw new HttpProblem(ErrorCode.InvalidPuzzleId, ref.error.message);
      const puzzleId = formatPuzzleId(ref.value);
      const { daily, runs, nextRunRanked } = await attemptsOf(
        store,
        (id) => fastify.services.dailyDays.dayOf(id),
        player.id,
        puzzleId,
        OWN_RUNS,
        fastify.services.dailyDays.today(),
      );
      return { puzzleId, daily, nextRunRanked, runs: runs.map(runSummary) };
    },
  );

  fastify.get(
    '/players/:id',
    {
      schema: {
        summary: "A player's profile, personal bests, recent runs and ratings",
        description: 'Public: anyone may look a player up by id (a leaderboard entry gives it).',
        operationId: 'getPlayer',
        tags: ['players'],
        params: playerParamsSchema,
        response: { 200: ok('The player, their personal bests and their history.', playerResponseSchema), ...errors(400, 404, 429) },
      },
    },
    async (request) => {
      const player = await directory.byId(request.params.id);
      if (!player) throw new HttpProblem(ErrorCode.PlayerNotFound, `No player ${request.params.id}.`);
      return {
        player: playerInfo(player),
        ...(await playerRuns(store, player.id)),
        ratings: await playerRatings(store, player.id),
      };
    },
  );
};

export default players;
