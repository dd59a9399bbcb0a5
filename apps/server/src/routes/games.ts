import { GAMES, paramsJsonSchema, rulesOf } from '@gridrace/core';
import { gamesResponseSchema } from '@gridrace/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The games list never changes while the server runs: computed once. */
const GAME_LIST = {
  games: GAMES.map((game) => {
    const rules = rulesOf(game);
    return {
      game,
      version: rules.version,
      defaultParams: rules.defaultParams as Record<string, unknown>,
      presets: rules.presets as Record<string, Record<string, unknown>>,
      paramsSchema: paramsJsonSchema(game),
      dailyParams: rules.dailyParams as Record<string, unknown>,
    };
  }),
};

const games: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/games',
    { schema: { summary: 'The games with their params and presets', tags: ['puzzles'], response: { 200: gamesResponseSchema } } },
    async () => GAME_LIST,
  );
};

export default games;
