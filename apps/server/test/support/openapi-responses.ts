import { appendFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';

/**
 * Every HTTP answer a test server sends to an API path is checked against the OpenAPI document
 * the server serves: the status is listed for the operation, the rate-limit and authentication
 * headers it carries are declared, the media type is listed and the body matches its schema.
 * What does not conform is collected and fails the test file when its server closes.
 */

type Document = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;

/** Headers of the API's own (security headers are the web server's, the same on every answer). */
const CHECKED_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after', 'www-authenticate'];

/** How many answers were checked, in this process (for the record of what the proof covers). */
export const responseTally = { checked: 0, outsideTheDocument: 0 };

export interface Answer {
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | number | undefined>>;
  readonly body: Buffer;
}

interface Route {
  readonly pattern: RegExp;
  readonly literal: number;
  readonly path: string;
}

const routeOf = (path: string): Route => ({
  pattern: new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
  literal: path.replace(/\{[^}]+\}/g, '').length,
  path,
});

/** Checks answers against one document. */
export class ResponseChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  private readonly routes: Route[];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: Document) {
    addFormats.default(this.ajv);
    // The document is the root that every `#/components/...` reference of its schemas points into.
    this.ajv.addSchema({ ...document, $id: 'openapi.json' } as object);
    this.routes = Object.keys(document.paths ?? {})
      .map(routeOf)
      .sort((a, b) => b.literal - a.literal);
  }

  /** The operation an answer belongs to, or null when the document does not describe its path and method. */
  operationOf(method: string, path: string): Operation | null {
    const route = this.routes.find((candidate) => candidate.pattern.test(path));
    const item = route ? this.document.paths?.[route.path] : undefined;
    return (item?.[method.toLowerCase() as OpenAPIV3_1.HttpMethods] as Operation | undefined) ?? null;
  }

  /** What is wrong with an answer (empty: it conforms); null when it is outside the document. */
  problems(answer: Answer): string[] | null {
    const operation = this.operationOf(answer.method, answer.path);
    if (!operation) return null;
    const shown = answer.path.length > 120 ? `${answer.path.slice(0, 120)}... (${answer.path.length} characters)` : answer.path;
    const where = `${answer.method} ${shown} → ${answer.status}`;
    const response = (operation.responses?.[String(answer.status)] ?? operation.responses?.default) as OpenAPIV3_1.ResponseObject | undefined;
    if (!response) return [`${where}: status not listed (${Object.keys(operation.responses ?? {}).join(', ')})`];
    const problems: string[] = [];
    const declared = Object.keys(response.headers ?? {}).map((name) => name.toLowerCase());
    for (const name of CHECKED_HEADERS) {
      if (answer.headers[name] !== undefined && !declared.includes(name)) problems.push(`${where}: header ${name} not declared`);
    }
    const type =
      String(answer.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim() ?? '';
    if (answer.body.length === 0 || answer.method === 'HEAD') return problems;
    const media = Object.entries(response.content ?? {}).find(([listed]) => listed === type);
    if (!media) return [...problems, `${where}: media type ${type || '(none)'} not listed (${Object.keys(response.content ?? {}).join(', ')})`];
    const schema = media[1].schema;
    if (!schema) return problems;
    const text = answer.body.toString('utf8');
    let body: unknown = text;
    if (type === 'application/json') {
      try {
        body = JSON.parse(text);
      } catch {
        return [...problems, `${where}: the body is not JSON`];
      }
    }
    const validate = this.validatorFor(schema, `${answer.method} ${operation.operationId} ${answer.status} ${type}`);
    if (!validate(body)) problems.push(`${where}: body does not match: ${this.ajv.errorsText(validate.errors)} (${text.slice(0, 300)})`);
    return problems;
  }

  /** A validator of a schema of the document, by a key naming where it is. */
  validatorFor(schema: object, key: string): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      // Local references point into the document itself.
      const text = JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/');
      validate = this.ajv.compile(JSON.parse(text) as object);
      this.validators.set(key, validate);
    }
    return validate;
  }
}

/** The document a test server serves, asked from another address than the tests' (their rate limit is left alone). */
export async function documentOf(app: FastifyInstance): Promise<Document> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/openapi.json', remoteAddress: '192.0.2.1' });
  if (response.statusCode !== 200) throw new Error(`GET /api/v1/openapi.json answered ${response.statusCode}: ${response.body}`);
  return response.json<Document>();
}

const isApiPath = (path: string) => path.startsWith('/api/') || path === '/metrics';

/**
 * Records every answer of `server` to an API path (bodies included) and hands it to `check`
 * once sent. Listens before Fastify does, so no write is missed.
 */
export function recordAnswers(server: Server, check: (answer: Answer) => void): void {
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    if (!isApiPath(path)) return;
    const chunks: Buffer[] = [];
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    };
    // Headers handed to writeHead directly are not kept where getHeaders() finds them.
    const written: Record<string, string | string[] | number | undefined> = {};
    const writeHead = response.writeHead.bind(response);
    response.writeHead = ((status: number, ...rest: unknown[]) => {
      const headers = rest.find((item) => item !== null && typeof item === 'object' && !Array.isArray(item)) as Record<string, string | number | string[]> | undefined;
      for (const [name, value] of Object.entries(headers ?? {})) written[name.toLowerCase()] = value;
      return (writeHead as (...args: unknown[]) => ServerResponse)(status, ...rest);
    }) as typeof response.writeHead;
    const write = response.write.bind(response);
    const end = response.end.bind(response);
    response.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof response.write;
    response.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return (end as (...args: unknown[]) => ServerResponse)(chunk, ...rest);
    }) as typeof response.end;
    response.once('finish', () =>
      check({ method: request.method ?? 'GET', path, status: response.statusCode, headers: { ...response.getHeaders(), ...written }, body: Buffer.concat(chunks) }),
    );
  });
}

let documentOnce: Promise<Document> | null = null;
let checkerOnce: ResponseChecker | null = null;

/**
 * Starts checking every API answer of `app` (ready, not yet listening). `failures` lists the
 * answers that do not conform; the test server's close fails on any.
 */
export async function checkAnswersOf(app: FastifyInstance): Promise<{ readonly failures: string[] }> {
  // The document is the same for every test server of a file: built and compiled once.
  documentOnce ??= documentOf(app);
  const checker = (checkerOnce ??= new ResponseChecker(await documentOnce));
  const failures: string[] = [];
  recordAnswers(app.server, (answer) => {
    const problems = checker.problems(answer);
    if (problems === null) responseTally.outsideTheDocument += 1;
    else {
      responseTally.checked += 1;
      failures.push(...problems);
    }
  });
  return { failures };
}

/** With GRIDRACE_OPENAPI_TALLY naming a file, each test file adds a line of its counts to it. */
export function recordTally(file: string | undefined, name: string): void {
  if (!file) return;
  appendFileSync(file, `${JSON.stringify({ file: name, ...responseTally })}\n`);
}
