import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
// The repository's config without its type-aware rules: the layering needs no types, and
// type-checking each snippet's whole project made this test minutes long.
const eslint = new ESLint({ cwd: ROOT, overrideConfig: { files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked } });
const RULES = ['no-restricted-imports', 'layering/import-expressions'];

/** Each way a module names another: a static import, a dynamic `import()`, a type's `import('…').T`. */
const FORMS = {
  static: (specifier: string) => `import '${specifier}';\n`,
  dynamic: (specifier: string) => `export const later = () => import('${specifier}');\n`,
  type: (specifier: string) => `export type Later = import('${specifier}').Thing;\n`,
};

/** The messages of the layering rules for an import of `specifier` (in each form) in a file at `file` (from the root). */
async function layeringErrors(file: string, specifier: string, form: keyof typeof FORMS = 'static'): Promise<string[]> {
  const [result] = await eslint.lintText(FORMS[form](specifier), { filePath: `${ROOT}${file}` });
  if (!result) throw new Error(`eslint returned no result for ${file}`);
  const fatal = result.messages.find((message) => message.fatal);
  if (fatal) throw new Error(`eslint could not read the snippet for ${file}: ${fatal.message}`);
  return result.messages.filter((message) => message.ruleId !== null && RULES.includes(message.ruleId)).map((message) => message.message);
}

/** [file the import is in, what it imports, the words the refusal must contain] */
const REFUSED: readonly (readonly [string, string, string])[] = [
  // core imports nothing of ours, no Node built-ins in its rules, not its own node/ helpers
  ['packages/core/src/play.ts', '@gridrace/protocol', 'imports nothing of ours'],
  ['packages/core/src/play.ts', '@gridrace/server', 'imports nothing of ours'],
  ['packages/core/node/pattern-cache.ts', '@gridrace/protocol', 'imports nothing of ours'],
  ['packages/core/src/play.ts', 'node:fs', 'no Node built-ins'],
  ['packages/core/src/games/same/rules.ts', 'path', 'no Node built-ins'],
  ['packages/core/src/games/fifteen/solve.ts', '../../../node/korf100.ts', "core's node/ folder"],
  ['packages/core/src/play.ts', '../../protocol/src/index.ts', 'may not leave packages/core'],
  ['packages/core/bench/index.ts', '../../../apps/server/src/app.ts', 'may not leave packages/core'],
  // protocol: core only, and browser-safe
  ['packages/protocol/src/rest.ts', '@gridrace/server', 'imports @gridrace/core only'],
  ['packages/protocol/src/rest.ts', '@gridrace/core/node', 'imports @gridrace/core only'],
  ['packages/protocol/src/rest.ts', '../../core/src/index.ts', 'may not leave packages/protocol'],
  ['packages/protocol/src/rest.ts', 'node:crypto', 'no Node built-ins'],
  // web: core and protocol, never the server, by name or by path
  ['apps/web/src/main.tsx', '@gridrace/server', 'never the server'],
  ['apps/web/src/main.tsx', '@gridrace/core/node', 'not core/node'],
  ['apps/web/src/main.tsx', '../../server/src/app.ts', 'may not leave apps/web'],
  ['apps/web/src/pages/play/PlayPage.tsx', '../../../../../packages/core/src/index.ts', 'may not leave apps/web'],
  ['apps/web/test/browser.test.ts', '../../server/src/build-app.ts', 'may not leave apps/web'],
  ['apps/web/src/main.tsx', 'node:fs', 'no Node built-ins'],
  // the web app's tests may start the real server by its test support, its own code never
  ['apps/web/src/client/run-controller.ts', '../../../server/test/support/app.ts', 'may not leave apps/web'],
  ['apps/web/src/client/run-controller.test.ts', '../../../server/src/build-app.ts', 'may not leave apps/web'],
  ['apps/web/test/support/server-authority.ts', '../../../server/src/build-app.ts', 'may not leave apps/web'],
  // server: never the web app, the CLI or the load tool
  ['apps/server/src/app.ts', '@gridrace/web', 'never the web app'],
  ['apps/server/src/app.ts', 'gridrace-cli', 'never the web app'],
  ['apps/server/src/app.ts', '../../web/src/main.tsx', 'may not leave apps/server'],
  ['apps/server/test/stores/store.test.ts', '../../../load/src/main.ts', 'may not leave apps/server'],
  // the CLI and the load tool: core and protocol only
  ['apps/cli/src/main.ts', '@gridrace/server', 'never the server'],
  ['apps/cli/src/main.ts', '../../server/src/app.ts', 'may not leave apps/cli'],
  ['apps/load/src/main.ts', '@gridrace/server', 'is a client'],
  ['apps/load/src/local-server.ts', '../../server/src/server.ts', 'may not leave apps/load'],
];

/** [file the import is in, what it imports] */
const ALLOWED: readonly (readonly [string, string])[] = [
  ['packages/core/src/games/same/rules.ts', '../../puzzle.ts'],
  ['packages/core/src/play.ts', 'zod'],
  ['packages/core/src/games/fifteen/solve-4x4.test.ts', '../../../node/korf100.ts'],
  ['packages/core/src/games/fifteen/solve-4x4.test.ts', 'node:url'],
  ['packages/core/node/pattern-cache.ts', 'node:fs'],
  ['packages/core/node/pattern-cache.ts', '../src/index.ts'],
  ['packages/protocol/src/rest.ts', '@gridrace/core'],
  ['apps/web/src/main.tsx', '@gridrace/core'],
  ['apps/web/src/main.tsx', '@gridrace/protocol'],
  ['apps/web/src/pages/play/PlayPage.tsx', '../../client/clock.ts'],
  ['apps/web/test/browser.test.ts', 'node:child_process'],
  ['apps/web/src/client/run-controller.test.ts', '../../../server/test/support/app.ts'],
  ['apps/web/test/support/server-authority.ts', '../../../server/test/support/app.ts'],
  ['apps/server/src/app.ts', '@gridrace/core/node'],
  ['apps/server/src/app.ts', '@gridrace/protocol'],
  ['apps/server/test/stores/store.test.ts', '../../src/store/store.ts'],
  ['apps/server/src/app.ts', 'node:fs'],
  ['apps/cli/src/main.ts', '@gridrace/core/node/korf100'],
  ['apps/cli/src/main.ts', '@gridrace/protocol'],
  ['apps/load/src/main.ts', '@gridrace/core'],
  ['apps/load/src/main.ts', '@gridrace/protocol'],
];

describe('the layering lint', () => {
  it.each(REFUSED)('refuses, in %s, an import of %s', async (file, specifier, words) => {
    const errors = await layeringErrors(file, specifier);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(words);
  });

  it.each(ALLOWED)('accepts, in %s, an import of %s', async (file, specifier) => {
    expect(await layeringErrors(file, specifier)).toEqual([]);
  });

  // A module loaded later, or named only for a type, crosses the layers as an import does.
  it.each(REFUSED)('refuses, in %s, import() and import types of %s', async (file, specifier, words) => {
    for (const form of ['dynamic', 'type'] as const) {
      const errors = await layeringErrors(file, specifier, form);
      expect(errors, form).toHaveLength(1);
      expect(errors[0], form).toContain(words);
    }
  });

  it.each(ALLOWED)('accepts, in %s, import() and import types of %s', async (file, specifier) => {
    for (const form of ['dynamic', 'type'] as const) expect(await layeringErrors(file, specifier, form), form).toEqual([]);
  });
});
