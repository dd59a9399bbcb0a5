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

/**
 * Each game's board and move in words, for a reader of the API who has no other document.
 * Every game shares the coordinates (COORDINATES); a move's cell is in them too.
 */
const COORDINATES = '`x` is the column from 0 at the left, `y` the row from 0 at the top; a cell array is row-major (`index = y * cols + x`).';
const SHAPES: Readonly<Record<GameName, { readonly board: string; readonly move: string }>> = {
  fifteen: {
    board: '`size` by `size` cells; `tiles` holds the number on each cell, 0 for the gap.',
    move: 'The cell whose tiles slide toward the gap, in its row or column.',
  },
  same: {
    board: '`cells` holds each cell\'s colour, 0 to `colors` − 1, or null where the cell is empty.',
    move: 'A cell of the group of same-coloured blocks to remove.',
  },
  pipes: {
    board: '`tiles` holds each cell\'s openings as turned now, a bitmask N=1, E=2, S=4, W=8; the pipe is to join `start` to `end`.',
    move: 'The tile to turn, `cw` clockwise or `ccw` anticlockwise.',
  },
  walls: {
    board: '`cells` holds one letter per cell: `.` empty, `r` rock, `s` start, `f` finish, `A` to `E` checkpoints, `w` a wall placed; `walls` is the wall budget.',
    move: 'The cell where a wall is put, or taken away if one is there.',
  },
};

function named<B, P, M>(game: GameName, rules: { boardSchema: z.ZodType<B, unknown>; paramsSchema: z.ZodType<P, unknown>; moveSchema: z.ZodType<M, unknown> }) {
  const name = title(game);
  return {
    board: rules.boardSchema.meta({ id: `${name}Board`, description: `A \`${game}\` board: ${SHAPES[game].board} ${COORDINATES}` }),
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
    move: rules.moveSchema.meta({ id: `${name}Move`, description: `A \`${game}\` move: ${SHAPES[game].move} \`x\` is the column from 0 at the left, \`y\` the row from 0 at the top.` }),
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
