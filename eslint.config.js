import { gameNamesConfig } from './eslint.games.js';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { layeringConfig } from './eslint.layering.js';

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
  {
    // Promises are handled, or marked as let go with `void` (where that is not plain, a comment
    // says why): the compiler's types tell which calls return one.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-meaningless-void-operator': 'error',
    },
  },
  // Which package may import which, and no relative path out of a package (eslint.layering.js).
  ...layeringConfig(),
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
  {
    // A route's own schemas describe what a client sends: an unknown key is refused, not dropped.
    files: ['apps/server/src/routes/**/*.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'z', property: 'object', message: 'Request schemas are strict: use z.strictObject.' }],
    },
  },
  {
    files: ['**/*.mjs', 'scripts/**/*.js', '.ci/**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    // The `gridrace` launcher rebuilds the CLI from this repository's sources when they changed,
    // with the repository's build scripts: it runs only inside the repository, never alone.
    files: ['apps/cli/bin/*.mjs'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // No value is compared to a game's name outside the games' own folders (eslint.games.js).
  ...gameNamesConfig(),
);
