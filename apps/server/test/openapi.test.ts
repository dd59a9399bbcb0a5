import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TYPES_FILE, typesOf } from '../scripts/openapi-types.ts';
import { startTestServer, type TestServer } from './support/app.ts';
import { EXAMPLES } from '../src/openapi/examples.ts';
import { operationsOf } from '../src/openapi/finish.ts';
import { documentOf, ResponseChecker } from './support/openapi-responses.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** Every route of docs/protocol.md#rest this step serves, as OpenAPI paths. */
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
  ['get', '/api/v1/leaderboards/{puzzleId}/scores'],
  ['get', '/api/v1/leaderboards/daily/{game}'],
  ['get', '/api/v1/runs/{runId}'],
  ['get', '/api/v1/ratings/{game}'],
  ['get', '/api/v1/players/{id}/ratings/{game}'],
  ['get', '/api/v1/journeys/{game}'],
  ['get', '/api/v1/session'],
  ['delete', '/api/v1/session'],
  ['get', '/api/v1/account/sessions'],
  ['delete', '/api/v1/account/sessions/{id}'],
  ['post', '/api/v1/account/sessions/sign-out-everywhere'],
  ['post', '/api/v1/account/tokens'],
  ['get', '/api/v1/account/tokens'],
  ['delete', '/api/v1/account/tokens/{id}'],
  ['get', '/api/v1/auth/methods'],
  ['post', '/api/v1/account/device-codes'],
  ['post', '/api/v1/auth/device'],
  ['post', '/api/v1/auth/oidc/start'],
  ['get', '/api/v1/auth/oidc/callback'],
  ['get', '/api/v1/account/identities'],
  ['delete', '/api/v1/account/identities/{issuer}/{subject}'],
  ['get', '/api/v1/handles/{handle}'],
  ['post', '/api/v1/invites'],
  ['post', '/api/v1/reports'],
  ['get', '/api/v1/moderation/queue'],
  ['get', '/api/v1/moderation/log'],
  ['post', '/api/v1/moderation/runs/{runId}/{action}'],
  ['post', '/api/v1/moderation/players/{playerId}/{action}'],
  ['post', '/api/v1/moderation/reports/{reportId}/dismiss'],
  ['put', '/api/v1/moderators/{handle}'],
  ['delete', '/api/v1/moderators/{handle}'],
  ['get', '/api/v1/account/export'],
  ['delete', '/api/v1/account'],
  ['post', '/api/v1/auth/passkeys/register/options'],
  ['post', '/api/v1/auth/passkeys/register/verify'],
  ['post', '/api/v1/auth/passkeys/login/options'],
  ['post', '/api/v1/auth/passkeys/login/verify'],
  ['get', '/api/v1/account/passkeys'],
  ['post', '/api/v1/account/passkeys/options'],
  ['post', '/api/v1/account/passkeys/verify'],
  ['patch', '/api/v1/account/passkeys/{id}'],
  ['delete', '/api/v1/account/passkeys/{id}'],
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

  it("the web client's types are generated from this document, as committed", async () => {
    const expected = await typesOf(await documentOf(server.app));
    // When this fails, the document changed: run `npm run openapi:types` and commit the result.
    expect(readFileSync(TYPES_FILE, 'utf8') === expected, `${TYPES_FILE} is not what the document gives: run npm run openapi:types`).toBe(true);
  });

  it('describes every operation, parameter and response, with an operationId and a declared tag', async () => {
    const document = await documentOf(server.app);
    const tags = new Set((document.tags ?? []).map((tag) => tag.name));
    const operationIds = new Set<string>();
    for (const { path, method, operation } of operationsOf(document as never)) {
      const where = `${method} ${path}`;
      expect(operation.description?.length, `${where} description`).toBeGreaterThan(20);
      expect(operation.operationId, where).toMatch(/^[a-z][A-Za-z]+$/);
      operationIds.add(operation.operationId ?? '');
      expect(
        operation.tags?.every((tag) => tags.has(tag)),
        `${where} tags`,
      ).toBe(true);
      for (const parameter of operation.parameters ?? []) {
        expect('description' in parameter && (parameter.description?.length ?? 0) > 10, `${where} parameter ${JSON.stringify(parameter)}`).toBe(true);
      }
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const description = 'description' in response ? response.description : '';
        expect(description.length > 10 && description !== 'Default Response', `${where} ${status}`).toBe(true);
      }
    }
    expect(operationIds.size).toBe(ROUTES.length);
    expect(document.servers?.length).toBeGreaterThan(0);
  });

  it('every example answer is shown in the document and matches its schema', async () => {
    const document = await documentOf(server.app);
    const checker = new ResponseChecker(document);
    let shown = 0;
    for (const { operation } of operationsOf(document as never)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const json = 'content' in response ? response.content?.['application/json'] : undefined;
        if (!json || json.example === undefined) continue;
        shown += 1;
        const validate = checker.validatorFor(json.schema as object, `example ${operation.operationId} ${status}`);
        expect(validate(json.example), `${operation.operationId} ${status}: ${JSON.stringify(validate.errors)}`).toBe(true);
      }
    }
    const captured = Object.values(EXAMPLES).reduce((sum, byStatus) => sum + Object.keys(byStatus).length, 0);
    expect(captured).toBeGreaterThan(20);
    expect(shown).toBe(captured);
  });

  it('explains itself: it cites no section of a document its reader cannot open', async () => {
    const text = JSON.stringify(await documentOf(server.app));
    expect(text.match(/.{0,60}(SPEC|§).{0,20}/g) ?? []).toEqual([]);
  });

  it('/docs serves the interactive page', async () => {
    const response = await request(server.url).get('/docs/').redirects(1).expect(200);
    expect(response.text).toContain('swagger');
  });
});
