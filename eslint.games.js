/**
 * What differs between games is the game's (docs/conventions.md#what-differs-between-games-is-the-games): code outside a game's own folders asks
 * its rules, and never compares a value to a game's name. The names are the folders under
 * packages/core/src/games, so a new game is covered the day its folder exists.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const GAMES_DIR = join(import.meta.dirname, 'packages/core/src/games');
export const GAME_NAMES = new Set(
  readdirSync(GAMES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name),
);

/** The game name a node spells out ('walls', `walls`), else null. */
function gameName(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string' && GAME_NAMES.has(node.value)) return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) {
    const text = node.quasis[0]?.value.cooked;
    return GAME_NAMES.has(text) ? text : null;
  }
  return null;
}

const COMPARISONS = new Set(['===', '!==', '==', '!=', 'in']);
const SEARCHES = new Set(['includes', 'indexOf', 'lastIndexOf', 'has', 'startsWith', 'endsWith']);

const noGameNameComparison = {
  meta: {
    type: 'problem',
    docs: { description: "Outside a game's own folders, ask the game's rules instead of comparing a value to its name." },
    messages: {
      compared:
        "'{{name}}' is compared to a game's name: ask the rules (goal, compare, words, ...) or the web's views registry, or move this into packages/core/src/games/{{name}}/ or apps/web/src/views/{{name}}/.",
    },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      const name = gameName(node);
      if (name !== null) context.report({ node, messageId: 'compared', data: { name } });
    };
    return {
      BinaryExpression(node) {
        if (!COMPARISONS.has(node.operator)) return;
        check(node.left);
        check(node.right);
      },
      SwitchCase(node) {
        check(node.test);
      },
      // `games.includes('walls')` asks the same question: is this that game?
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier' || !SEARCHES.has(callee.property.name)) return;
        node.arguments.forEach(check);
      },
      // A list of games (`['same', 'walls'].includes(game)`, `const SLOW = ['walls']`) is a question
      // asked of a game's name too; the one list of them all is core's registry. A list that
      // holds other words besides (`['baseline', 'walls']`) names something else.
      ArrayExpression(node) {
        if (node.elements.length > 0 && node.elements.every((element) => gameName(element) !== null)) node.elements.forEach(check);
      },
    };
  },
};

/** The lint blocks: everywhere but the games' own folders (and tests, which pick particular games). */
export function gameNamesConfig() {
  return [
    {
      files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
      ignores: ['packages/core/src/games/**', 'apps/web/src/views/*/**', '**/*.test.{ts,tsx}', 'apps/*/test/**'],
      plugins: { gridrace: { rules: { 'no-game-name-comparison': noGameNameComparison } } },
      rules: { 'gridrace/no-game-name-comparison': 'error' },
    },
  ];
}
