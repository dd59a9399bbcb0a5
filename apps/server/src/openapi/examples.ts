import captured from './examples.json' with { type: 'json' };

/**
 * Example bodies for the document, by operationId and status: real answers of the server,
 * captured by `npm run openapi:examples` (apps/server/scripts/capture-examples.ts) and kept
 * valid against their schemas by a test.
 */
export const EXAMPLES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = captured;
