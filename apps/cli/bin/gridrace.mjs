#!/usr/bin/env node
// Runs the CLI's built JavaScript (made by `npm install`), rebuilt first if a source changed
// since: a bot calling the command in a loop pays for no TypeScript at each start.
import { fileURLToPath } from 'node:url';
import { loadWithCodeCache } from '../../../scripts/build/code-cache.mjs';
import { ensureBuilt } from '../../../scripts/build/ensure.mjs';

try {
  await ensureBuilt('cli');
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
const { main } = loadWithCodeCache(fileURLToPath(new URL('../dist/gridrace.cjs', import.meta.url)));
process.exitCode = await main(process.argv.slice(2));
