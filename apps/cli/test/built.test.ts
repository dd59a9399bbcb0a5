import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const BIN = new URL('../bin/gridrace.mjs', import.meta.url).pathname;
const BUILT = new URL('../dist/gridrace.cjs', import.meta.url).pathname;
const SOURCE = new URL('../src/main.ts', import.meta.url).href;
const env = { ...process.env, GRIDRACE_CACHE_DIR: mkdtempSync(join(tmpdir(), 'gridrace-cli-built-')) };

/** Exit code and output of `node <argv>`, whatever the code. */
async function node(argv: readonly string[]): Promise<{ code: number; stdout: string }> {
  try {
    return { code: 0, stdout: (await run(process.execPath, argv, { env })).stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string };
    return { code: e.code, stdout: e.stdout };
  }
}

/** The command line as installed: the bin, which runs the built JavaScript. */
const viaBin = (args: readonly string[]) => node([BIN, ...args]);

/** The same main() run from the TypeScript sources through tsx, as in development. */
function viaSources(args: readonly string[]) {
  const script = `const { main } = await import(${JSON.stringify(SOURCE)}); process.exitCode = await main(${JSON.stringify(args)});`;
  return node(['--import', 'tsx', '--input-type=module', '-e', script]);
}

describe('the built command line', () => {
  it.each([
    ['show', 'fifteen.v1.4.abc', '--json'],
    ['show', 'fifteen.v1.3.built', '--json'],
    ['solve', 'walls.v1.simple.built', '--json'],
    ['new', 'same', '--cols', '8', '--rows', '8', '--seed', 'built', '--json'],
    ['new', 'pipes', '--seed', 'built'],
    ['play', 'fifteen.v1.3.built', '--moves', '[{"x":0,"y":0}]', '--json'],
    ['show', 'fifteen.v9.3.nope', '--json'],
  ])('prints what the TypeScript sources print: %s %s', async (...args) => {
    // One after the other: the first 4x4 solve builds the pattern tables into the cache once.
    const built = await viaBin(args);
    const sources = await viaSources(args);
    expect(built.stdout).not.toBe('');
    expect(built).toEqual(sources);
  });

  it('is JavaScript that node runs without tsx, and does not load it', () => {
    const code = readFileSync(BUILT, 'utf8');
    expect(code).not.toMatch(/from ["']tsx|import\(["']tsx/);
    expect(readFileSync(BIN, 'utf8')).not.toMatch(/tsx/);
  });
});
