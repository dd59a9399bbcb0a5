// The import direction between our packages, enforced by lint (excalidraw lists its layers the
// same way): each package names the packages of ours it may import, and no relative path may
// leave a package, so that a package name is the only way in.
import { builtinModules } from 'node:module';

/**
 * Each package, the specifiers of ours it may import (a trailing `/*` allows the subpaths too)
 * and why. Any other `@gridrace/...` or `gridrace-cli` import is refused.
 */
export const LAYERS = {
  'packages/core': { may: [], why: 'packages/core is pure rules: it imports nothing of ours.' },
  'packages/protocol': { may: ['@gridrace/core'], why: 'packages/protocol is shared with the browser: it imports @gridrace/core only.' },
  'apps/server': {
    may: ['@gridrace/core', '@gridrace/core/*', '@gridrace/protocol'],
    why: 'The server imports core and protocol, never the web app, the CLI or the load tool.',
  },
  'apps/web': {
    may: ['@gridrace/core', '@gridrace/core/games/*', '@gridrace/protocol'],
    why: "The web app imports core (a game's own rules too) and protocol (not core/node: it runs in a browser), never the server.",
  },
  'apps/cli': { may: ['@gridrace/core', '@gridrace/core/*', '@gridrace/protocol'], why: 'The CLI imports core and protocol, never the server or the web app.' },
  'apps/load': {
    may: ['@gridrace/core', '@gridrace/core/*', '@gridrace/protocol'],
    why: 'The load tool is a client: it imports core and protocol and talks to the server over the wire.',
  },
};

/** Folders whose production code runs in a browser or must stay pure: no Node built-ins there. */
const NO_NODE = ['packages/core/src', 'packages/protocol/src', 'apps/web/src'];

/** Deeper than any folder we have; a file below it would get no relative-path rule. */
const MAX_DEPTH = 12;
const SOURCES = '*.{ts,tsx,js,mjs}';
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Refuses every import of ours except the allowed ones. */
function namesRule(layer) {
  const allowed = layer.may.map((spec) => (spec.endsWith('/*') ? `${escape(spec.slice(0, -2))}(?:/.*)?` : escape(spec)));
  const except = allowed.length > 0 ? `(?!(?:${allowed.join('|')})$)` : '';
  return { regex: `^${except}(?:@gridrace/|gridrace-cli(?:/|$))`, message: layer.why };
}

/**
 * The one way out of a package a test may take: the web client's tests talk to the real server,
 * started in-process by the server's own test support, instead of a copy of it.
 */
const TEST_WAYS_OUT = { 'apps/web': 'server/test/support/' };

/** Web test code: its test files and everything under its test/ folder. */
const testFilesOf = (pkg, depth) => [
  ...TESTS.map((glob) => `${pkg}/${'*/'.repeat(depth)}${glob.slice(3)}`),
  ...(depth >= 1 && TEST_WAYS_OUT[pkg] ? [`${pkg}/test/${'*/'.repeat(depth - 1)}${SOURCES}`] : []),
];

/** Refuses a relative path that climbs above the package root from a file `depth` folders below it (but by `wayOut`). */
function climbRule(pkg, depth, wayOut) {
  const except = wayOut ? `(?!(?:\\.\\./){${depth + 1}}${escape(wayOut)})` : '';
  return {
    regex: `^${except}(?:\\./)?(?:\\.\\./){${depth + 1},}`,
    message: `A relative import may not leave ${pkg}: import another package by its name, where the layering allows it.`,
  };
}

const NODE_BUILTINS = {
  regex: `^(?:node:|(?:${builtinModules
    .filter((name) => !name.startsWith('_'))
    .map(escape)
    .join('|')})(?:/|$))`,
  message: 'This code runs in a browser or is pure rules: no Node built-ins here.',
};

const CORE_NODE_FOLDER = {
  regex: '^(?:\\./)?(?:\\.\\./)+node/',
  message: "packages/core/src is pure rules: the Node helpers in core's node/ folder are for tests, benchmarks and Node apps.",
};

/**
 * ESLint's `no-restricted-imports` reads only import and export declarations: this rule holds
 * an `import('…')` expression and a type's `import('…').Name` to the same patterns.
 */
const importExpressions = {
  meta: {
    type: 'problem',
    docs: { description: 'The layering patterns of no-restricted-imports, for import() and import types' },
    schema: [{ type: 'object', properties: { patterns: { type: 'array' } }, additionalProperties: false }],
  },
  create(context) {
    const patterns = (context.options[0]?.patterns ?? []).map(({ regex, message }) => ({ regex: new RegExp(regex), message }));
    const check = (node) => {
      if (node?.type !== 'Literal' || typeof node.value !== 'string') return;
      const refused = patterns.find(({ regex }) => regex.test(node.value));
      if (refused) context.report({ node, message: `'${node.value}' import is restricted from being used by a pattern. ${refused.message}` });
    };
    return {
      ImportExpression: (node) => check(node.source),
      // typescript-eslint 8: `import('x').T` holds its specifier as a literal type.
      TSImportType: (node) => check(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
    };
  },
};

/** The plugin of the rule above, registered by the first block of `layeringConfig`. */
export const layeringPlugin = { rules: { 'import-expressions': importExpressions } };

const restrict = (files, patterns, ignores) => ({
  files,
  ...(ignores ? { ignores } : {}),
  rules: { 'no-restricted-imports': ['error', { patterns }], 'layering/import-expressions': ['error', { patterns }] },
});

/**
 * Flat-config blocks, one per package and folder depth (a later block replaces an earlier one's
 * options for the same rule, so each block carries every pattern its files need).
 */
export function layeringConfig() {
  const blocks = [{ plugins: { layering: layeringPlugin } }];
  for (const [pkg, layer] of Object.entries(LAYERS)) {
    const pure = NO_NODE.find((folder) => folder.startsWith(`${pkg}/`));
    for (let depth = 0; depth <= MAX_DEPTH; depth += 1) {
      const common = [namesRule(layer), climbRule(pkg, depth)];
      blocks.push(restrict([`${pkg}/${'*/'.repeat(depth)}${SOURCES}`], common));
      // Tests may also use core's test helpers (request arbitraries and the like), never shipped code.
      const testLayer = { ...layer, may: [...layer.may, '@gridrace/core/testing'] };
      blocks.push(restrict(testFilesOf(pkg, depth), [namesRule(testLayer), climbRule(pkg, depth, TEST_WAYS_OUT[pkg])]));
      if (pure && depth >= 1) {
        const extra = pkg === 'packages/core' ? [NODE_BUILTINS, CORE_NODE_FOLDER] : [NODE_BUILTINS];
        blocks.push(restrict([`${pure}/${'*/'.repeat(depth - 1)}${SOURCES}`], [...common, ...extra], TESTS));
      }
    }
  }
  return blocks;
}
