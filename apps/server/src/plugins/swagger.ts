import swaggerPlugin from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { z } from 'zod';
import { finishDocument } from '../openapi/finish.ts';

/** Fastify's `/a/:b` as OpenAPI's `/a/{b}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const INTRODUCTION = [
  'Seeded grid puzzles: games, daily puzzles, players, leaderboards and verified runs.',
  '',
  "Every puzzle has an id that says everything about it (the game, the generator's version, the params and the seed, or the board itself): `GET /api/v1/puzzles/{puzzleId}` shows any id, played or not, and the same id always gives the same board.",
  "`game` selects the shape of a puzzle's `params` and `board` and of a run's moves: each game's schemas are listed below (`FifteenBoard`, `SameMove`, ...).",
  '',
  'A player is created with `POST /api/v1/players`; its token, sent as `Authorization: Bearer <token>`, acts as that player. Runs themselves are played over Socket.IO,',
  "at the default path, the token in the handshake (`auth: {token}`): `run:start {puzzleId}` gives a `runId` and the board, then each `run:move {runId, seq, move}` (`seq` numbers the run's requests from 1)",
  'is acknowledged with the new state, or refused with `{ok: false, error, state}` to resync. `GET /api/v1/runs/{runId}` shows a run and its log.',
  '',
  "An account's browser is signed in by the `gridrace_session` cookie instead (its sockets send `auth: {session: true}`); a bot acts as an account with a personal API token (`grt_…`), `read` or `read` and `play`, sent as a Bearer token or `auth: {token}`.",
  '',
  'Every error is `{error: {code, message}}`: `code` for programs, `message` for people. Each client address may make 600 requests a minute (the server may set another limit):',
  'every rate-limited answer carries `X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset`, and a 429 also `Retry-After`.',
].join('\n');

/** The OpenAPI 3 document, generated from the routes' zod schemas, and the /docs page. */
async function swagger(fastify: FastifyInstance): Promise<void> {
  // Routes the rate limit leaves alone (health, metrics) list no 429 and no rate-limit headers.
  const unlimited = new Set<string>();
  fastify.addHook('onRoute', (route) => {
    if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit === false) unlimited.add(openApiPath(route.url));
  });
  await fastify.register(swaggerPlugin, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Gridrace API',
        description: INTRODUCTION,
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: "A guest's token from POST /api/v1/players, or an account's personal API token (`grt_…`, POST /api/v1/account/tokens) within its scopes.",
          },
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'gridrace_session',
            description:
              "A signed-in browser's session cookie (HttpOnly, set by signing in). A request it signs that changes state must carry this server's own `Origin`, else 403 `cross_site_request`.",
          },
          metricsToken: { type: 'http', scheme: 'bearer', description: "The server's METRICS_TOKEN, when it sets one (GET /metrics)." },
          operatorToken: { type: 'http', scheme: 'bearer', description: "The server's OPERATOR_TOKEN (the operator's routes: invitations)." },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => finishDocument(jsonSchemaTransformObject(document) as OpenAPIV3.Document, unlimited),
  });
  // The docs page's Content-Security-Policy is the security plugin's (it depends on http or
  // https). BaseLayout: the standalone layout adds a top bar whose logo carries an inline
  // <style>, which that policy refuses (a console error on every visit), for a URL box that
  // this one document does not need.
  await fastify.register(swaggerUi, { routePrefix: '/docs', uiConfig: { layout: 'BaseLayout' } });

  fastify.get(
    '/api/v1/openapi.json',
    {
      schema: {
        summary: 'This OpenAPI 3 document',
        description: 'The document `/docs` shows, as JSON: generate a client from it.',
        operationId: 'getOpenApi',
        tags: ['ops'],
        response: { 200: { description: 'An OpenAPI 3.0 document.', content: { 'application/json': { schema: z.looseObject({ openapi: z.string() }) } } } },
      },
    },
    async () => fastify.swagger(),
  );
}

export default fp(swagger, { name: 'swagger' });
