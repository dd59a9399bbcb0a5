import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { documentOfApp, withApp } from './with-app.ts';

/**
 * The web app's REST types, generated from the server's OpenAPI document
 * (`npm run openapi:types`); a server test fails when the committed file is not what the
 * document gives, so the document and the client cannot drift apart.
 */
export const TYPES_FILE = fileURLToPath(new URL('../../web/src/client/api-schema.generated.ts', import.meta.url));

const HEADER = [
  '// Generated from the OpenAPI document (GET /api/v1/openapi.json) by apps/server/scripts/openapi-types.ts:',
  '// do not edit; run `npm run openapi:types` after changing a route or a schema.',
  '',
].join('\n');

export async function typesOf(document: Record<string, unknown>): Promise<string> {
  return `${HEADER}${astToString(await openapiTS(document as never, { alphabetize: false, immutable: true, defaultNonNullable: false }))}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = await withApp(async (app) => typesOf(await documentOfApp(app)));
  writeFileSync(TYPES_FILE, text);
  console.log(`Wrote ${TYPES_FILE}`);
}
