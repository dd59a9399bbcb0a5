import { appendFileSync } from 'node:fs';
import fc from 'fast-check';
import type { OpenAPIV3_1 } from 'openapi-types';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/app.ts';
import { documentOf } from './support/openapi-responses.ts';
import { SchemaArbitraries, type Schema } from './support/schema-arbitrary.ts';

/**
 * Requests drawn from the OpenAPI document's own schemas, as a bot author's generated client
 * would send them: valid ones must be taken (never refused as malformed), and each with one
 * thing broken must be refused with a 4xx; every answer must be a status the document lists
 * (and the test server checks each answer's headers and body against the document too).
 */

let server: TestServer;
let document: OpenAPIV3_1.Document;
let schemas: SchemaArbitraries;
let token: string;
let sent = 0;

beforeAll(async () => {
  // The rate limit has its own tests: here it would only cut the run short.
  server = await startTestServer({ configOverrides: { restRateLimitPerMinute: 1_000_000 } });
  document = await documentOf(server.app);
  schemas = new SchemaArbitraries((document.components?.schemas ?? {}) as Record<string, Schema>);
  token = (await request(server.url).post('/api/v1/players').send({ name: 'Fuzzer' }).expect(201)).body.token;
});
afterAll(async () => {
  if (process.env.GRIDRACE_OPENAPI_TALLY) appendFileSync(process.env.GRIDRACE_OPENAPI_TALLY, `${JSON.stringify({ generatedRequests: sent })}\n`);
  await server?.close();
});

interface Drawn {
  readonly path: string;
  readonly query: Record<string, string>;
  readonly body?: unknown;
}

type Parameter = OpenAPIV3_1.ParameterObject & { schema: Schema };

const parametersOf = (operation: OpenAPIV3_1.OperationObject) => (operation.parameters ?? []) as Parameter[];
const bodySchemaOf = (operation: OpenAPIV3_1.OperationObject) =>
  (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content['application/json']?.schema as Schema | undefined;

/** A path parameter as it goes in the URL (an empty one would be another path). */
const inPath = (value: unknown) => encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));

function draw(path: string, parameters: Parameter[], values: Record<string, unknown>, body: unknown, extraQuery: Record<string, string> = {}): Drawn {
  let url = path;
  const query: Record<string, string> = { ...extraQuery };
  for (const parameter of parameters) {
    const value = values[parameter.name];
    if (value === undefined) continue;
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, inPath(value));
    else query[parameter.name] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return { path: url, query, ...(body === undefined ? {} : { body }) };
}

/** Valid requests: every parameter and the body drawn from their schemas (optional ones sometimes left out). */
function validRequests(path: string, operation: OpenAPIV3_1.OperationObject): fc.Arbitrary<Drawn> {
  const parameters = parametersOf(operation);
  const values = fc.record(Object.fromEntries(parameters.map((parameter) => [parameter.name, schemas.valid(parameter.schema).filter((value) => value !== '')])), {
    requiredKeys: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  });
  const bodySchema = bodySchemaOf(operation);
  const body = bodySchema ? schemas.valid(bodySchema).filter(cheapToMake) : fc.constant(undefined);
  return fc.tuple(values, body).map(([drawn, drawnBody]) => draw(path, parameters, drawn, drawnBody));
}

/**
 * New puzzles of `same` and `walls` are drawn with their default params only: their params have
 * rules across fields that the document states in words (a walls preset stands alone, a walls
 * wall budget fits the board, soluble same boards have three colours or more) and large boards
 * take seconds to solve.
 */
function cheapToMake(body: unknown): boolean {
  if (body === null || typeof body !== 'object' || !('game' in body)) return true;
  return !('params' in body) || body.game === 'fifteen' || body.game === 'pipes';
}

/** Requests with exactly one thing broken: a parameter, an unknown query key, or the body. */
function invalidRequests(path: string, operation: OpenAPIV3_1.OperationObject): fc.Arbitrary<Drawn> | null {
  const parameters = parametersOf(operation);
  const bodySchema = bodySchemaOf(operation);
  const valid = (parameter: Parameter) => schemas.valid(parameter.schema).filter((value) => value !== '');
  const required = Object.fromEntries(parameters.filter((parameter) => parameter.required).map((parameter) => [parameter.name, valid(parameter)]));
  const validBody = bodySchema ? schemas.valid(bodySchema).filter(cheapToMake) : fc.constant(undefined);
  const ways: fc.Arbitrary<Drawn>[] = parameters.map((broken) =>
    fc
      .tuple(fc.record({ ...required, [broken.name]: schemas.invalid(broken.schema).filter((value) => broken.in !== 'path' || (value !== '' && value !== null)) }), validBody)
      .map(([values, body]) => draw(path, parameters, values, body)),
  );
  if (parameters.some((parameter) => parameter.in === 'query')) {
    ways.push(fc.tuple(fc.record(required), validBody).map(([values, body]) => draw(path, parameters, values, body, { unknownKey: '1' })));
  }
  if (bodySchema) ways.push(fc.tuple(fc.record(required), schemas.invalid(bodySchema)).map(([values, body]) => draw(path, parameters, values, body)));
  return ways.length > 0 ? fc.oneof(...ways) : null;
}

async function send(method: string, operation: OpenAPIV3_1.OperationObject, drawn: Drawn) {
  sent += 1;
  const agent = request(server.url);
  let test = agent[method as 'get'](drawn.path).query(drawn.query);
  if (JSON.stringify(operation.security ?? []).includes('bearer')) test = test.set('authorization', `Bearer ${token}`);
  if (drawn.body !== undefined) test = test.set('content-type', 'application/json').send(JSON.stringify(drawn.body));
  return test;
}

function expectListed(operation: OpenAPIV3_1.OperationObject, status: number, body: unknown) {
  expect(Object.keys(operation.responses ?? {}), `${status} ${JSON.stringify(body)}`).toContain(String(status));
}

/** Refused as malformed: what a request the document calls valid must never get. */
const MALFORMED = new Set(['invalid_payload', 'bad_request']);

const OPERATIONS = () =>
  Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    (['get', 'post', 'patch'] as const).flatMap((method) => (item?.[method] ? [{ path, method, operation: item[method] }] : [])),
  );

describe('requests drawn from the OpenAPI document', () => {
  it('valid requests are taken: never refused as malformed, and answered with a listed status', async () => {
    for (const { path, method, operation } of OPERATIONS()) {
      await fc.assert(
        fc.asyncProperty(validRequests(path, operation), async (drawn) => {
          const response = await send(method, operation, drawn);
          expectListed(operation, response.status, response.body);
          expect(response.status, `${method} ${drawn.path} ${JSON.stringify(drawn)} → ${JSON.stringify(response.body)}`).toBeLessThan(500);
          const refusedAsMalformed = response.status === 413 || response.status === 415 || MALFORMED.has(response.body?.error?.code);
          expect(refusedAsMalformed, `${method} ${drawn.path} ${JSON.stringify(drawn)} → ${JSON.stringify(response.body)}`).toBe(false);
        }),
        { numRuns: path === '/api/v1/puzzles' ? 8 : 25, seed: 23 },
      );
    }
  });

  it('requests with one thing broken are refused with a listed 4xx', async () => {
    for (const { path, method, operation } of OPERATIONS()) {
      const invalid = invalidRequests(path, operation);
      if (!invalid) continue;
      await fc.assert(
        fc.asyncProperty(invalid, async (drawn) => {
          const response = await send(method, operation, drawn);
          expectListed(operation, response.status, response.body);
          expect(response.status, `${method} ${drawn.path} ${JSON.stringify(drawn)} → ${JSON.stringify(response.body)}`).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
        }),
        { numRuns: 25, seed: 23 },
      );
    }
    expect(sent).toBeGreaterThan(300);
  });
});
