import { z } from 'zod';
import { gameSchema } from './state.ts';

/** A level's goal: finish the board, or reach a score (`walls`: a path of at least `atLeast`). */
export const levelGoalSchema = z
  .union([z.strictObject({ kind: z.literal('solve') }), z.strictObject({ kind: z.literal('score'), atLeast: z.number().int().min(0) })])
  .meta({ id: 'LevelGoal', description: 'What a ranked run of the level must reach to unlock the next: `solve` the board, or reach a `score` of at least `atLeast`.' });

export const journeyLevelSchema = z.strictObject({
  level: z.number().int().min(1).describe('The level number, from 1.'),
  puzzleId: z.string().describe('The fixed puzzle of the level; it has its own leaderboard.'),
  goal: levelGoalSchema,
  goalText: z.string().describe('The goal in words ("Solve it", "Reach path 30").'),
  unlocked: z.boolean().describe('Level 1, or a level whose previous level the player completed.'),
  completed: z.boolean().describe('A ranked run of the player met the goal.'),
  best: z
    .strictObject({ timeMs: z.number().int().nullable(), moves: z.number().int(), score: z.number().int(), runId: z.string() })
    .nullable()
    .describe("The player's best ranked run of the level that ended (null: none, or no token)."),
});

export const journeyResponseSchema = z
  .strictObject({
    game: gameSchema,
    grows: z.string().describe('What grows from level to level.'),
    completed: z.number().int().min(0).describe('How many levels the player completed.'),
    levels: z.array(journeyLevelSchema),
  })
  .meta({ id: 'Journey', description: "A game's journey: its levels in order, with the asking player's progress." });

export type JourneyResponse = z.infer<typeof journeyResponseSchema>;
