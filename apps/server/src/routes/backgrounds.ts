import { backgroundsResponseSchema, type BackgroundInfo } from '@gridrace/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../openapi/ok.ts';

/**
 * The `fifteen` backgrounds (docs/games/fifteen.md#backgrounds, docs/protocol.md#rest). The files are assets of the web app
 * (apps/web/public/backgrounds, made by apps/web/scripts/make-backgrounds.sh); the built app
 * serves them as static files, so the urls are same-origin paths.
 */
export const BACKGROUNDS: readonly BackgroundInfo[] = [
  { id: 'numbers', kind: 'numbers', name: 'Numbers', url: null },
  { id: 'mandelbrot', kind: 'picture', name: 'Mandelbrot', url: '/backgrounds/mandelbrot.webp' },
  { id: 'life', kind: 'video', name: 'Game of Life', url: '/backgrounds/life.webm' },
];

const backgrounds: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/backgrounds',
    {
      schema: {
        summary: 'The fifteen backgrounds: numbers, pictures, videos',
        description:
          'Each background is `numbers` (plain numbered pieces), a `picture` or a `video`; for the latter two, `url` is ' +
          'the same-origin file the pieces are cut from (each piece shows its home part of it).',
        operationId: 'listBackgrounds',
        tags: ['puzzles'],
        response: { 200: ok('The backgrounds a `fifteen` board can show.', backgroundsResponseSchema) },
      },
    },
    async () => ({ backgrounds: [...BACKGROUNDS] }),
  );
};

export default backgrounds;
