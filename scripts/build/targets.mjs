// What `npm install` (the root `prepare` script) and `npm start` build to JavaScript, so that
// production never transpiles TypeScript at start. Paths are relative to the repository root.

/**
 * - `entries`: output name → TypeScript entry; each becomes `<outdir>/<name>.mjs` (`.cjs`).
 * - Dependencies are bundled in: loading the server's packages file by file (some 2,000
 *   modules: redis, kysely, ajv...) was most of its start. `external` names the packages left
 *   in node_modules, each because it finds files of its own folder at run time.
 * - `codeCache`: the CLI, started again and again by scripts, is one minified CommonJS file
 *   run with V8's code cache saved at build time (code-cache.mjs).
 */
export const TARGETS = {
  cli: {
    outdir: 'apps/cli/dist',
    entries: { gridrace: 'apps/cli/src/main.ts' },
    external: [],
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
    external: [
      'better-sqlite3', // its native addon
      'pg', // an optional native binding (pg-native), looked for at run time
      'piscina', // starts its threads from a file of its own
      'pino', // log transports run in threads started from its files
      'thread-stream',
      '@fastify/swagger', // reads its own package.json
      '@fastify/swagger-ui', // serves the files of its folder
    ],
    codeCache: false,
  },
};

/**
 * Bundled code that finds files beside itself would look beside the bundle instead: the build
 * refuses a bundled package that does, unless it is named here with why it is safe.
 */
export const SAFE_OWN_PATHS = {
  'socket.io': 'only to serve its browser client, which the server turns off (serveClient: false)',
};

/**
 * Besides the bundled sources, a change to these makes every build stale. The packages bundled
 * in change only by an `npm install` or `npm ci`, whose `prepare` builds everything again.
 */
export const SHARED_INPUTS = ['scripts/build/targets.mjs', 'scripts/build/esbuild.mjs', 'scripts/build/code-cache.mjs'];

/** Written beside a target's output: when it was built and from which files. */
export const MANIFEST = 'build-inputs.json';
