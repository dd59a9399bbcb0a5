import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { browserSolvers } from './browser-solvers.ts';

const games = fileURLToPath(new URL('../../packages/core/src/games/', import.meta.url));
const resolveId = browserSolvers().resolveId as (source: string, importer?: string) => string | null;

describe('the browser build', () => {
  it("takes a game's solve.browser.ts for its solve.ts, from the game's own files only", () => {
    expect(resolveId('./solve.ts', `${games}walls/index.ts`)).toBe(`${games}walls/solve.browser.ts`);
    expect(resolveId('./solve.ts', `${games}fifteen/index.ts`)).toBe(`${games}fifteen/solve.browser.ts`);
    // A game without one ships its solver (pipes' describe uses it).
    expect(resolveId('./solve.ts', `${games}pipes/describe.ts`)).toBeNull();
    expect(resolveId('./solve-5x5.ts', `${games}fifteen/solve.ts`)).toBeNull();
    expect(resolveId('./solve.ts', fileURLToPath(new URL('./src/main.tsx', import.meta.url)))).toBeNull();
    expect(resolveId('./solve.ts')).toBeNull();
  });
});
