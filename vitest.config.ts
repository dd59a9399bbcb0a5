import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Every test file in the repository, wherever it sits; CI checks that none is left out.
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
