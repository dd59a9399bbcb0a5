import { z } from 'zod';
import type { GameName } from './puzzle.ts';
import { RULES } from './registry.ts';

/** JSON Schema of the params a game takes (`seededPuzzle`), for API users; best effort where zod cannot express it. */
export function paramsJsonSchema(game: GameName): Record<string, unknown> {
  try {
    return z.toJSONSchema(RULES[game].paramsSchema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The names of a game's params, read from its schema: the command line's flags, kept true by construction. */
export function paramNames(game: GameName): string[] {
  const properties = paramsJsonSchema(game).properties;
  return properties !== null && typeof properties === 'object' ? Object.keys(properties) : [];
}
