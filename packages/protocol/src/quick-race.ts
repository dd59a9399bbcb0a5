import { z } from 'zod';
import { paramsFieldSchema } from './client-json.ts';
import { gameSchema } from './state.ts';

/** Quick races (docs/races.md#quick-races, docs/protocol.md#races): one click queues a player; the server forms the race. */
export const QuickRaceEvent = {
  Quick: 'race:quick',
  Cancel: 'race:quick:cancel',
} as const;

export const QuickRaceLimits = {
  /** A race forms once its first player has waited this long and somebody else is there (or it is full). */
  gatherMs: 2000,
  /** Alone this long, a player gets a ghost race instead (the server's `QUICK_RACE_GHOST_AFTER_S`). */
  ghostAfterMs: 15_000,
  /** Ratings this far apart are matched at once; the window widens with the wait. */
  ratingWindow: 150,
  ratingWindowPerSecond: 50,
} as const;

export const raceQuickSchema = z.strictObject({
  game: gameSchema,
  /** The game's params; left out, the game's quick preset. Players are matched with those who asked for the same. */
  params: paramsFieldSchema.optional(),
});
export type RaceQuick = z.infer<typeof raceQuickSchema>;
/** `race:quick:cancel` takes no payload, or an empty object. */
export const raceQuickCancelSchema = z.strictObject({}).optional();

/** Placed at once in a race (`code`), or queued: a `race:state` follows when the race forms. */
export const raceQuickAckSchema = z.union([z.object({ ok: z.literal(true), code: z.string() }), z.object({ ok: z.literal(true), queued: z.literal(true) })]);
export const raceQuickCancelAckSchema = z.object({ ok: z.literal(true), cancelled: z.boolean() });
export type RaceQuickAck = z.infer<typeof raceQuickAckSchema>;
