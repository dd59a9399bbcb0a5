import { GAMES } from '@gridrace/core';
import { z } from 'zod';

export const gameSchema = z.enum(GAMES).meta({ id: 'Game', description: 'A game: fifteen (sliding tiles), same (SameGame), pipes, walls.' });

export const cellSchema = z.object({ x: z.number().int(), y: z.number().int() });

/** A run's status as stored and reported: core's three, plus how a run can end early. */
export const RUN_STATUSES = ['playing', 'solved', 'stuck', 'gave_up', 'ended'] as const;
export const runStatusSchema = z.enum(RUN_STATUSES);
export type RunStatus = z.infer<typeof runStatusSchema>;

/**
 * A state as sent over the wire (SPEC §4, §6). Boards are each game's own JSON; the
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
