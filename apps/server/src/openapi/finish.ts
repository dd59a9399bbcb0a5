import { Limits } from '@gridrace/protocol';
import type { OpenAPIV3 } from 'openapi-types';
import { EXAMPLES } from './examples.ts';

/**
 * What the route schemas cannot say, added to the generated document in one place: the
 * statuses every route shares (414, 429, 500), the rate-limit headers, a description on every
 * response, examples from real answers, tags and servers; and named schemas nobody refers to
 * (each zod schema is named once for input and once for output) are dropped.
 */

const MAX_PATH_PARAM = Limits.maxPuzzleIdLength + 1024;

/** What each error status means, whatever the route. */
export const ERROR_RESPONSES: Readonly<Record<string, string>> = {
  '400':
    'Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed.',
  '401':
    'The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send.',
  '403':
    'Not allowed for this caller: a token without the scope (`insufficient_scope`), a request signed by the session cookie from another origin (`cross_site_request`), a guest where only an account may (`account_required`), or a token where only a signed-in browser may (`forbidden`). `error.message` says which.',
  '404':
    'Nothing there: an unknown player or run, a day without a daily (before the first day, or yet to come), or no such live session, token or passkey of this account. `error.message` says which.',
  '409':
    'In conflict with what is kept: e.g. an account already holding as many personal API tokens or passkeys as it may, or its last passkey removed (`last_sign_in_method`). `error.message` says which.',
  '413': `The body is over ${Limits.maxPayloadBytes} bytes.`,
  '414': `A path parameter is over ${MAX_PATH_PARAM} characters (the router refuses it before any route).`,
  '415': 'The body is not JSON: send `Content-Type: application/json`.',
  '429': 'Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds.',
  '500': 'A failure of the server itself (logged there); the request can be tried again.',
  '503':
    'Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer).',
};

const RATE_LIMIT_HEADERS: Readonly<Record<string, OpenAPIV3.HeaderObject>> = {
  'X-RateLimit-Limit': { description: 'Requests this address may make per minute.', schema: { type: 'integer', minimum: 1 } },
  'X-RateLimit-Remaining': { description: 'Requests left in the current minute.', schema: { type: 'integer', minimum: 0 } },
  'X-RateLimit-Reset': { description: 'Seconds until the current minute ends and the count starts again.', schema: { type: 'integer', minimum: 0 } },
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 1 } },
};
/** Headers single routes send beside their body, by operationId and status. */
const ROUTE_HEADERS: Readonly<Record<string, Readonly<Record<string, Record<string, OpenAPIV3.HeaderObject>>>>> = {
  getMetrics: { '401': { 'WWW-Authenticate': { description: 'How to authenticate: `Bearer realm="metrics"`.', schema: { type: 'string' } } } },
};
const headerRef = (name: string): OpenAPIV3.ReferenceObject => ({ $ref: `#/components/headers/${name}` });
const COUNT_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];

export const TAGS: OpenAPIV3.TagObject[] = [
  { name: 'puzzles', description: 'Games, their params and presets, and puzzles by id or freshly seeded.' },
  { name: 'daily', description: "Each game's puzzle of the day (UTC), the same for everyone." },
  { name: 'players', description: 'Guest players: a name and a secret token.' },
  { name: 'leaderboards', description: 'Ranked runs of any puzzle, and of each daily.' },
  { name: 'ratings', description: 'Glicko-2 ratings per game, from rated races.' },
  { name: 'journeys', description: "Each game's path of levels of growing difficulty, unlocked one by one." },
  {
    name: 'runs',
    description: 'Finished and running plays, with their replay logs. Runs are played over Socket.IO (`run:start`, `run:move`: see the introduction); these routes read them.',
  },
  {
    name: 'accounts',
    description:
      "Accounts (docs/accounts.md): who a request acts as; signing up and in with passkeys; an account's passkeys, browser sessions (sign out, everywhere) and personal API tokens; handles, invitations, and what a player can take with them or delete.",
  },
  {
    name: 'moderation',
    description:
      "Fair play's moderation (docs/fair-play.md#moderation): players' reports; the moderators' review queue, actions and audit log; the operator's naming of moderators.",
  },
  { name: 'ops', description: 'For operators: health, metrics and this document.' },
];

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Every operation of the document, with its path. */
export function operationsOf(document: OpenAPIV3.Document): { path: string; method: string; operation: OpenAPIV3.OperationObject }[] {
  return Object.entries(document.paths).flatMap(([path, item]) => METHODS.flatMap((method) => (item?.[method] ? [{ path, method, operation: item[method] }] : [])));
}

const errorResponse = (status: string): OpenAPIV3.ResponseObject => ({
  description: ERROR_RESPONSES[status] ?? 'An error.',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function finishOperation(operation: OpenAPIV3.OperationObject, rateLimited: boolean): void {
  const responses = operation.responses as Record<string, OpenAPIV3.ResponseObject>;
  const hasPathParams = (operation.parameters ?? []).some((parameter) => 'in' in parameter && parameter.in === 'path');
  // A path parameter the router cannot decode, or one too long for it, is refused before any route.
  if (hasPathParams) responses['400'] ??= errorResponse('400');
  if (hasPathParams) responses['414'] ??= errorResponse('414');
  if (rateLimited) responses['429'] ??= errorResponse('429');
  responses['500'] ??= errorResponse('500');
  // Any route may meet its database away or the server stopping.
  responses['503'] ??= errorResponse('503');
  for (const [status, response] of Object.entries(responses)) {
    if (status in ERROR_RESPONSES && (response.description === 'Default Response' || !response.description)) response.description = ERROR_RESPONSES[status] ?? '';
    if (rateLimited) {
      const names = status === '429' ? [...COUNT_HEADERS, 'Retry-After'] : COUNT_HEADERS;
      response.headers = { ...response.headers, ...Object.fromEntries(names.map((name) => [name, headerRef(name)])) };
    }
    const own = operation.operationId ? ROUTE_HEADERS[operation.operationId]?.[status] : undefined;
    if (own) response.headers = { ...response.headers, ...own };
    const example = operation.operationId ? EXAMPLES[operation.operationId]?.[status] : undefined;
    const json = response.content?.['application/json'];
    if (json && example !== undefined) json.example = example;
  }
}

/** Names of the schemas reachable from the paths (through any number of references). */
function usedSchemas(document: OpenAPIV3.Document): Set<string> {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  const pending: unknown[] = [document.paths];
  const prefix = '#/components/schemas/';
  while (pending.length > 0) {
    const node = pending.pop();
    if (node === null || typeof node !== 'object') continue;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(prefix)) {
        const name = value.slice(prefix.length);
        if (!used.has(name)) {
          used.add(name);
          pending.push(schemas[name]);
        }
      } else pending.push(value);
    }
  }
  return used;
}

/** The generated document, finished. `unlimited`: the paths the rate limit leaves alone. */
export function finishDocument(document: OpenAPIV3.Document, unlimited: ReadonlySet<string>): OpenAPIV3.Document {
  for (const { path, operation } of operationsOf(document)) finishOperation(operation, !unlimited.has(path));
  const used = usedSchemas(document);
  const schemas = Object.fromEntries(Object.entries(document.components?.schemas ?? {}).filter(([name]) => used.has(name)));
  return {
    ...document,
    servers: [{ url: '/', description: 'The server that serves this document (the API is under /api/v1).' }],
    tags: TAGS,
    components: { ...document.components, schemas, headers: { ...RATE_LIMIT_HEADERS } },
  };
}
