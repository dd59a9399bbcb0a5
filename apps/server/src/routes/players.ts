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
import { playerRuns, runSummary } from '../players/profile.ts';
import { attemptsOf } from '../runs/attempts.ts';
import { HttpProblem } from '../problem.ts';
import { requestPlayer } from '../http/request-player.ts';
import { errors } from '../http/error-responses.ts';

/** How many of a player's runs of one puzzle are listed (newest first). */
const OWN_RUNS = 50;

const players: FastifyPluginAsyncZod = async (fastify) => {
  const { players: directory, store } = fastify.services;

  fastify.post(
    '/players',
    {
      schema: {
        summary: 'Create a guest player; keep the token, it is shown once',
        tags: ['players'],
        body: createPlayerBodySchema,
        response: { 201: createPlayerResponseSchema, ...errors(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { player, token } = await directory.create(request.body.name);
      return reply.code(201).send({ player: { id: player.id, name: player.name, createdAt: new Date(player.createdAt).toISOString() }, token });
    },
  );

  fastify.patch(
    '/players/me',
    {
      schema: {
        summary: "Rename the token's player",
        tags: ['players'],
        security: [{ bearer: [] }],
        body: renamePlayerBodySchema,
        response: { 200: renamePlayerResponseSchema, ...errors(400, 401, 413, 415, 429) },
      },
    },
    async (request) => {
      const player = await requestPlayer(fastify, request);
      if (!player) throw new HttpProblem(ErrorCode.Unauthorized, 'Send your player token (Authorization: Bearer <token>) to rename yourself.');
      const renamed = await directory.rename(player, request.body.name);
      return { player: { id: renamed.id, name: renamed.name, createdAt: new Date(renamed.createdAt).toISOString() } };
    },
  );

  fastify.get(
    '/players/me/runs',
    {
      schema: {
        summary: "The token's player's runs of one puzzle: the one in play to resume, the ones finished, and whether another would rank",
        tags: ['players'],
        security: [{ bearer: [] }],
        querystring: ownRunsQuerySchema,
        response: { 200: ownRunsResponseSchema, ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const player = await requestPlayer(fastify, request);
      if (!player) throw new HttpProblem(ErrorCode.Unauthorized, 'Send your player token (Authorization: Bearer <token>) to see your runs.');
      const ref = parsePuzzleId(request.query.puzzleId);
      if (!ref.ok) throw new HttpProblem(ErrorCode.InvalidPuzzleId, ref.error.message);
      const puzzleId = formatPuzzleId(ref.value);
      const { daily, runs, nextRunRanked } = await attemptsOf(store, player.id, puzzleId, OWN_RUNS);
      return { puzzleId, daily, nextRunRanked, runs: runs.map(runSummary) };
    },
  );

  fastify.get(
    '/players/:id',
    {
      schema: {
        summary: "A player's profile, personal bests and recent runs",
        tags: ['players'],
        params: playerParamsSchema,
        response: { 200: playerResponseSchema, ...errors(400, 404, 429) },
      },
    },
    async (request) => {
      const player = await directory.byId(request.params.id);
      if (!player) throw new HttpProblem(ErrorCode.PlayerNotFound, `No player ${request.params.id}.`);
      return {
        player: { id: player.id, name: player.name, createdAt: new Date(player.createdAt).toISOString() },
        ...(await playerRuns(store, player.id)),
      };
    },
  );
};

export default players;
