import { defineConfig } from 'vitest/config';

/** Where each project's tests are; `tools` takes every other test file, so none is left out. */
const UNIT = ['packages/**/*.test.{ts,tsx}', 'apps/web/src/**/*.test.{ts,tsx}'];
const SERVER = ['apps/server/**/*.test.{ts,tsx}'];
const BROWSER = ['apps/web/test/**/*.test.{ts,tsx}'];
const EXCLUDE = ['**/node_modules/**', '**/dist/**'];

export default defineConfig({
  test: {
    exclude: EXCLUDE,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // `npm test` runs them all; `npm run test:unit` (and :server, :browser, :tools) one of them.
    projects: [
      // The rules, the protocol and the web client's own code: no server, no browser.
      { extends: true, test: { name: 'unit', include: UNIT } },
      // The server in-process, over SQLite (PostgreSQL and Redis when their URLs are set).
      { extends: true, test: { name: 'server', include: SERVER } },
      // The web app in Chromium against a real server.
      { extends: true, test: { name: 'browser', include: BROWSER } },
      // The CLI, the load tool and the repository's own tooling and lint rules.
      // Every test file in the repository, wherever it sits, is in one project: CI checks that none is left out.
      { extends: true, test: { name: 'tools', include: ['**/*.test.{ts,tsx}'], exclude: [...EXCLUDE, ...UNIT, ...SERVER, ...BROWSER] } },
    ],
  },
});
