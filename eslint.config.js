import { gameNamesConfig } from './eslint.games.js';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Layering (excalidraw-style, enforced rather than hoped for): core imports nothing of ours. */
const layering = {
  core: ['@gridrace/server', '@gridrace/web', 'gridrace-cli', '**/apps/**'],
  server: ['@gridrace/web', '**/apps/web/**', '**/apps/cli/**'],
  web: ['@gridrace/server', '**/apps/server/**', '**/apps/cli/**'],
  load: ['@gridrace/server', '@gridrace/web', '**/apps/server/**', '**/apps/web/**', '**/apps/cli/**'],
};

const restrict = (files, patterns, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }] },
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  restrict(['packages/core/**/*.ts'], layering.core, 'packages/core is pure rules: it imports nothing of ours.'),
  {
    files: ['packages/core/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'setTimeout', 'setInterval', 'performance'],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Randomness is data: take an Rng.' },
        { object: 'Date', property: 'now', message: 'The rules have no clock.' },
        { object: 'z', property: 'object', message: 'Params, boards and moves are strict: z.strictObject refuses an unknown key by name.' },
      ],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date']", message: 'The rules have no clock.' }],
    },
  },
  restrict(['apps/server/**/*.ts'], layering.server, 'The server imports core, never the web app.'),
  {
    // A route's own schemas describe what a client sends: an unknown key is refused, not dropped.
    files: ['apps/server/src/routes/**/*.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'z', property: 'object', message: 'Request schemas are strict: use z.strictObject.' }],
    },
  },
  restrict(['apps/web/**/*.{ts,tsx}'], layering.web, 'The web app imports core, never the server.'),
  restrict(['apps/load/**/*.ts'], layering.load, 'The load tool is a client: it talks to the server over the wire, never imports it.'),
  {
    files: ['**/*.mjs', 'scripts/**/*.js', '.ci/**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  // No value is compared to a game's name outside the games' own folders (eslint.games.js).
  ...gameNamesConfig(),
);
