import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const GAME_FILE = /[\\/]packages[\\/]core[\\/]src[\\/]games[\\/][^\\/]+[\\/][^\\/]+\.ts$/;

/**
 * In the browser's bundle, a game's `./solve.ts` is its `solve.browser.ts` where the game has
 * one: the same bounds without the search code, which the browser never runs (every par and
 * hint is the server's) and which is most of a game's weight (some 14 kB of the initial
 * JavaScript, gzipped). A game without one ships its solver, and works the same.
 */
export function browserSolvers(): Plugin {
  return {
    name: 'gridrace-browser-solvers',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './solve.ts' || importer === undefined || !GAME_FILE.test(importer)) return null;
      const browser = join(dirname(importer), 'solve.browser.ts');
      return existsSync(browser) ? browser : null;
    },
  };
}
