import SwaggerParser from '@apidevtools/swagger-parser';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** Every route of SPEC §4 this step serves, as OpenAPI paths. */
const ROUTES = [
  ['get', '/api/v1/games'],
  ['get', '/api/v1/daily'],
  ['get', '/api/v1/daily/{game}'],
  ['get', '/api/v1/daily/{game}/stats'],
  ['get', '/api/v1/puzzles/{puzzleId}'],
  ['post', '/api/v1/puzzles'],
  ['get', '/api/v1/backgrounds'],
  ['post', '/api/v1/players'],
  ['get', '/api/v1/players/{id}'],
  ['get', '/api/v1/players/{id}/stats'],
  ['patch', '/api/v1/players/me'],
  ['get', '/api/v1/players/me/runs'],
  ['get', '/api/v1/leaderboards/{puzzleId}'],
  ['get', '/api/v1/leaderboards/daily/{game}'],
  ['get', '/api/v1/runs/{runId}'],
  ['get', '/api/v1/health'],
  ['get', '/api/v1/health/live'],
  ['get', '/api/v1/openapi.json'],
  ['get', '/metrics'],
] as const;

describe('OpenAPI', () => {
  it('/api/v1/openapi.json is a valid OpenAPI 3 document covering every route', async () => {
    const response = await request(server.url).get('/api/v1/openapi.json').expect(200);
    const document = response.body;
    expect(document.openapi).toMatch(/^3\./);
    await SwaggerParser.validate(structuredClone(document));
    for (const [method, path] of ROUTES) expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    // And nothing undocumented: every API route the app has is in the document.
    const documented = Object.keys(document.paths).sort();
    expect(documented).toEqual([...new Set(ROUTES.map(([, path]) => path))].sort());
  });

  it('documents the error shape of each route', async () => {
    const document = (await request(server.url).get('/api/v1/openapi.json')).body;
    const errorShape = document.paths['/api/v1/puzzles/{puzzleId}'].get.responses['400'].content['application/json'].schema;
    expect(errorShape).toEqual({ $ref: '#/components/schemas/Error' });
    expect(document.components.schemas.Error.properties.error.required).toEqual(['code', 'message']);
  });

  it('/docs serves the interactive page', async () => {
    const response = await request(server.url).get('/docs/').redirects(1).expect(200);
    expect(response.text).toContain('swagger');
  });
});
