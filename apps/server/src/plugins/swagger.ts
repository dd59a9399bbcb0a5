import swaggerPlugin from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The OpenAPI 3 document, generated from the routes' zod schemas, and the /docs page. */
async function swagger(fastify: FastifyInstance): Promise<void> {
  await fastify.register(swaggerPlugin, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Gridrace API',
        description: 'Seeded grid puzzles: games, daily puzzles, players, leaderboards and verified runs.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'A player token from POST /api/v1/players.' },
          metricsToken: { type: 'http', scheme: 'bearer', description: "The server's METRICS_TOKEN, when it sets one (GET /metrics)." },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // The docs page's Content-Security-Policy is the security plugin's (it depends on http or
  // https). BaseLayout: the standalone layout adds a top bar whose logo carries an inline
  // <style>, which that policy refuses (a console error on every visit), for a URL box that
  // this one document does not need.
  await fastify.register(swaggerUi, { routePrefix: '/docs', uiConfig: { layout: 'BaseLayout' } });

  fastify.get('/api/v1/openapi.json', { schema: { summary: 'This OpenAPI 3 document', tags: ['ops'] } }, async () => fastify.swagger());
}

export default fp(swagger, { name: 'swagger' });
