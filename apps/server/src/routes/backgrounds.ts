import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const backgroundSchema = z.object({
  id: z.string(),
  kind: z.enum(['numbers', 'picture', 'video']),
  name: z.string(),
  /** Where the browser loads the picture or video from (same origin); null for numbers. */
  url: z.string().nullable(),
});

/**
 * The `fifteen` backgrounds (SPEC §1.1, §4). The pictures and videos are assets of the web
 * app and join this list when it ships them; until then only plain numbers exist.
 */
export const BACKGROUNDS: z.output<typeof backgroundSchema>[] = [{ id: 'numbers', kind: 'numbers', name: 'Numbers', url: null }];

const backgrounds: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/backgrounds',
    {
      schema: {
        summary: 'The fifteen backgrounds: numbers, pictures, videos',
        tags: ['puzzles'],
        response: { 200: z.object({ backgrounds: z.array(backgroundSchema) }) },
      },
    },
    async () => ({ backgrounds: BACKGROUNDS }),
  );
};

export default backgrounds;
