import { rulesOf, type GameName } from '@gridrace/core';

/** A preset's params with the rules' defaults filled in (a preset names only what differs), or null if they do not read. */
export function presetParams<P>(game: GameName, params: unknown): P | null {
  const parsed = rulesOf(game).paramsSchema.safeParse(params);
  return parsed.success ? (parsed.data as P) : null;
}
