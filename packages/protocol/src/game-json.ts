import { GAMES, fifteenRules, pipesRules, sameRules, wallsRules, type GameName } from '@gridrace/core';
import { z } from 'zod';

/**
 * Each game's board, params and move JSON (SPEC §6) as core's own zod schemas, named for the
 * OpenAPI document (`components.schemas`): the document shows exactly what core accepts, and
 * cannot drift from it. `.meta` makes a named copy; core's schemas are left as they are.
 */

const title = (game: GameName) => `${game[0]?.toUpperCase()}${game.slice(1)}`;

/**
 * The params a puzzle answer carries: the side of the game's params schema that a client writes
 * (a transform's input), which every complete params value also passes. Answers are checked
 * against it without running transforms, which cannot run backwards.
 */
function writtenSide(schema: z.ZodType): z.ZodType {
  let side = schema;
  while (side instanceof z.ZodPipe) side = side.in as z.ZodType;
  return side;
}

/**
 * Rules across params fields that core checks in code, stated in JSON Schema too, so that the
 * document refuses what the server refuses (the message of a refusal still comes from core).
 */
const ACROSS_FIELDS: Partial<Record<GameName, { readonly note: string; readonly schema: Record<string, unknown> }>> = {
  walls: {
    note: ' A preset stands alone: it is never combined with cols, rows, walls, checkpoints or rocks. The wall budget must fit the board (at most a third of its cells), and rocks is a multiple of 0.01.',
    schema: { not: { required: ['preset'], minProperties: 2 } },
  },
  same: {
    note: ' Soluble boards (`generator: "soluble"`) need at least 3 colours. A shaped board (`shape` other than `rect`) never shifts its columns: its `shift` is made false.',
    schema: { if: { required: ['generator'], properties: { generator: { const: 'soluble' } } }, then: { properties: { colors: { minimum: 3 } } } },
  },
};

function named<B, P, M>(game: GameName, rules: { boardSchema: z.ZodType<B, unknown>; paramsSchema: z.ZodType<P, unknown>; moveSchema: z.ZodType<M, unknown> }) {
  const name = title(game);
  return {
    board: rules.boardSchema.meta({ id: `${name}Board`, description: `A \`${game}\` board (SPEC §6).` }),
    /** What `POST /puzzles` takes: any part of the params, the rest the game's defaults. */
    params: rules.paramsSchema.meta({
      id: `${name}Params`,
      description:
        `\`${game}\` params as a client sends them: every field is optional, a missing one takes the game's default (GET /api/v1/games lists defaults and presets).` +
        (ACROSS_FIELDS[game]?.note ?? ''),
      ...ACROSS_FIELDS[game]?.schema,
    }),
    /** What a puzzle answer carries: the complete params. */
    puzzleParams: writtenSide(rules.paramsSchema).meta({ id: `${name}PuzzleParams`, description: `A \`${game}\` puzzle's complete params.` }) as z.ZodType<P, unknown>,
    move: rules.moveSchema.meta({ id: `${name}Move`, description: `A \`${game}\` move (SPEC §6).` }),
  };
}

export const GAME_JSON = {
  fifteen: named('fifteen', fifteenRules.fifteen),
  same: named('same', sameRules.same),
  pipes: named('pipes', pipesRules.pipes),
  walls: named('walls', wallsRules.walls),
} as const;

/** A `oneOf` selected by `game`, in OpenAPI's words (each option a named component). */
export const gameDiscriminator = (suffix: string) => ({
  propertyName: 'game',
  mapping: Object.fromEntries(GAMES.map((game) => [game, `#/components/schemas/${title(game)}${suffix}`])),
});
