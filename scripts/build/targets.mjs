// What `npm install` (the root `prepare` script) and `npm start` build to JavaScript, so that
// production never transpiles TypeScript at start. Paths are relative to the repository root.

/**
 * - `entries`: output name → TypeScript entry; each becomes `<outdir>/<name>.mjs` (`.cjs`).
 * - `bundleDependencies`: the CLI carries its few pure dependencies inside (one file to load
 *   at start); the server leaves npm packages to node_modules (native modules, pino's worker
 *   files, and packages that read their own files all stay where they expect to be).
 * - `codeCache`: the CLI, started again and again by scripts, is one minified CommonJS file
 *   run with V8's code cache saved at build time (code-cache.mjs).
 */
export const TARGETS = {
  cli: {
    outdir: 'apps/cli/dist',
    entries: { gridrace: 'apps/cli/src/main.ts' },
    bundleDependencies: true,
    codeCache: true,
  },
  server: {
    // Two folders deep under apps/server, like the sources under apps/server/src/<folder>, so
    // that paths the code makes from its own location (the web app's dist) stay the same.
    outdir: 'apps/server/dist/server',
    entries: {
      server: 'apps/server/src/server.ts',
      // The worker threads piscina starts from `new URL('./<name>.mjs', import.meta.url)`:
      // beside the server's bundle, these are the built threads rather than tsx boot files.
      'solve-thread': 'apps/server/src/solver/solve-thread.ts',
      'sqlite-writer-thread': 'apps/server/src/store/sqlite-writer-thread.ts',
      // For the Docker image's build step that fills the pattern database cache.
      'pattern-cache': 'packages/core/node/pattern-cache.ts',
    },
    bundleDependencies: false,
    codeCache: false,
  },
};

/** Besides the bundled sources, a change to these makes every build stale. */
export const SHARED_INPUTS = ['package-lock.json', 'scripts/build/targets.mjs', 'scripts/build/esbuild.mjs', 'scripts/build/code-cache.mjs'];

/** Written beside a target's output: when it was built and from which files. */
export const MANIFEST = 'build-inputs.json';
