import { GAMES, RULES, type GameName } from '@gridrace/core';
import { z } from 'zod';

/** A game in a list of games: its name, and its gloss where it has one ("fifteen (sliding tiles)"). */
function gameInWords(game: GameName): string {
  const { gloss } = RULES[game].jsonWords;
  return gloss === null ? game : `${game} (${gloss})`;
}

export const gameSchema = z.enum(GAMES).meta({ id: 'Game', description: `A game: ${GAMES.map(gameInWords).join(', ')}.` });

export const cellSchema = z.object({ x: z.number().int(), y: z.number().int() });

/** A run's status as stored and reported: core's three, plus how a run can end early. */
export const RUN_STATUSES = ['playing', 'solved', 'stuck', 'gave_up', 'ended'] as const;
export const runStatusSchema = z.enum(RUN_STATUSES);
export type RunStatus = z.infer<typeof runStatusSchema>;

/**
 * A state as sent over the wire (docs/protocol.md#runs, docs/games/README.md#boards-and-moves-as-json). Boards are each game's own JSON; the
 * game's rules validate them, so here they are opaque.
 */
export const stateViewSchema = z.object({
  board: z.unknown(),
  status: z.enum(['playing', 'solved', 'stuck']),
  moves: z.number().int(),
  score: z.number(),
  path: z.array(cellSchema).optional(),
  clearable: z.boolean().optional(),
});
export type StateViewJson = z.infer<typeof stateViewSchema>;
