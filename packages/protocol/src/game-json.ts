import { GAMES, RULES, type GameName, type JsonWords, type RulesByGame } from '@gridrace/core';
import { z } from 'zod';

/**
 * Each game's board, params and move JSON (docs/games/README.md#boards-and-moves-as-json) as core's own zod schemas, named for the
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

/** Every game shares the coordinates; a move's cell is in them too. */
const COORDINATES = '`x` is the column from 0 at the left, `y` the row from 0 at the top; a cell array is row-major (`index = y * cols + x`).';

function named<B, P, M>(
  game: GameName,
  rules: { boardSchema: z.ZodType<B, unknown>; paramsSchema: z.ZodType<P, unknown>; moveSchema: z.ZodType<M, unknown>; jsonWords: JsonWords },
) {
  const name = title(game);
  const words = rules.jsonWords;
  return {
    board: rules.boardSchema.meta({ id: `${name}Board`, description: `A \`${game}\` board: ${words.board} ${COORDINATES}` }),
    /** What `POST /puzzles` takes: any part of the params, the rest the game's defaults. */
    params: rules.paramsSchema.meta({
      id: `${name}Params`,
      description:
        `\`${game}\` params as a client sends them: every field is optional, a missing one takes the game's default (GET /api/v1/games lists defaults and presets).` +
        (words.paramsAcross?.note ?? ''),
      ...words.paramsAcross?.schema,
    }),
    /** What a puzzle answer carries: the complete params. */
    puzzleParams: writtenSide(rules.paramsSchema).meta({ id: `${name}PuzzleParams`, description: `A \`${game}\` puzzle's complete params.` }) as z.ZodType<P, unknown>,
    move: rules.moveSchema.meta({ id: `${name}Move`, description: `A \`${game}\` move: ${words.move} \`x\` is the column from 0 at the left, \`y\` the row from 0 at the top.` }),
  };
}

/** One game's named schemas, each of its own types (its board, params and move). */
export type GameJsonOf<G extends GameName> = ReturnType<typeof named<BoardOf<G>, ParamsOf<G>, MoveOf<G>>>;
type Schemas<G extends GameName> = RulesByGame[G];
type BoardOf<G extends GameName> = z.output<Schemas<G>['boardSchema']>;
type ParamsOf<G extends GameName> = z.output<Schemas<G>['paramsSchema']>;
type MoveOf<G extends GameName> = z.output<Schemas<G>['moveSchema']>;

/** Every game's named schemas, read off core's registry (in its order). */
// Built game by game over any game's rules; the type gives each game back its own schemas.
export const GAME_JSON = Object.fromEntries(GAMES.map((game) => [game, named(game, RULES[game])])) as unknown as { readonly [G in GameName]: GameJsonOf<G> };

/** A `oneOf` selected by `game`, in OpenAPI's words (each option a named component). */
export const gameDiscriminator = (suffix: string) => ({
  propertyName: 'game',
  mapping: Object.fromEntries(GAMES.map((game) => [game, `#/components/schemas/${title(game)}${suffix}`])),
});
