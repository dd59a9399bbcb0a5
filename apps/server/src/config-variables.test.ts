import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from './config.ts';

const readRoot = (name: string) => readFileSync(new URL(`../../../${name}`, import.meta.url), 'utf8');

/** The variables of the README's configuration table: the first cell of each row, up to the next heading. */
function readmeVariables(readme: string): string[] {
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^#{1,3} /m)[0] ?? '';
  return [...section.matchAll(/^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/gm)].map((match) => match[1]!);
}

/** The variables `.env.example` sets or shows commented out (`# NAME=value`). */
function exampleVariables(example: string): string[] {
  return [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!);
}

const sorted = (names: readonly string[]) => [...names].sort();

describe('the configuration variables', () => {
  const readme = readmeVariables(readRoot('README.md'));
  const example = exampleVariables(readRoot('.env.example'));

  it('are read from the README table and .env.example, each once', () => {
    expect(readme.length).toBeGreaterThan(30);
    expect(new Set(readme).size).toBe(readme.length);
    expect(new Set(example).size).toBe(example.length);
  });

  it('are the same in the README table as in the server configuration', () => {
    expect(sorted(readme)).toEqual(sorted(CONFIG_VARIABLES));
  });

  it('are the same in .env.example as in the server configuration', () => {
    expect(sorted(example)).toEqual(sorted(CONFIG_VARIABLES));
  });
});
