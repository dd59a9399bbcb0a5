import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { GAME_NAMES } from './eslint.games.js';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
// Without the type-aware rules: this rule reads names, not types, and type-checking each
// snippet's whole project made this test minutes long.
const eslint = new ESLint({ cwd: ROOT, overrideConfig: { files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked } });
const RULE = 'gridrace/no-game-name-comparison';

/** The rule's messages for `code` in a file at `file` (from the root). */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${file}` });
  if (!result) throw new Error(`eslint returned no result for ${file}`);
  return result.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
}

const REFUSED: readonly string[] = [
  "export const f = (game: string) => game === 'walls';",
  "export const f = (game: string) => 'same' !== game;",
  'export const f = (game: string) => game === `pipes`;',
  "export function f(game: string) { switch (game) { case 'fifteen': return 1; default: return 0; } }",
  "export const f = (game: string) => ['walls', 'same'].includes(game);",
  "export const f = (games: string[]) => games.includes('walls');",
  "export const f = (o: object) => 'walls' in o;",
  "export const SLOW: readonly string[] = ['walls'];",
];

describe("the lint rule against comparing a value to a game's name", () => {
  it('knows the games by their folders in core', () => {
    expect([...GAME_NAMES].sort()).toEqual(['fifteen', 'pipes', 'same', 'walls']);
  });

  it.each(REFUSED)('refuses %s outside the game folders', async (code) => {
    for (const file of [
      'apps/server/src/runs/outcome.ts',
      'apps/web/src/pages/share.ts',
      'apps/web/src/pages/play/RunBar.tsx',
      'packages/core/src/play.ts',
      'apps/cli/src/commands.ts',
      'apps/load/src/racer.ts',
    ]) {
      expect(await refusals(file, code), file).not.toEqual([]);
    }
  });

  it("allows it in a game's own folders and in tests", async () => {
    const code = REFUSED[0] ?? '';
    for (const file of ['packages/core/src/games/walls/rules.ts', 'apps/web/src/views/walls/cells.ts', 'apps/server/src/runs/outcome.test.ts', 'apps/web/test/browser.test.ts']) {
      expect(await refusals(file, code), file).toEqual([]);
    }
  });

  it('lets other strings and the registries be', async () => {
    expect(await refusals('apps/server/src/runs/outcome.ts', "export const f = (s: string) => s === 'playing';")).toEqual([]);
    expect(await refusals('apps/web/src/views/index.ts', 'export const VIEWS = { walls: 1, same: 2 };')).toEqual([]);
    expect(await refusals('apps/load/src/report.ts', "export const PHASES = ['baseline', 'walls'];")).toEqual([]);
  });
});
