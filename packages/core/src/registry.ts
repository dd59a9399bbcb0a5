import type { AnyRules, GameName } from './puzzle.ts';
import { fifteen } from './games/fifteen/index.ts';
import { same } from './games/same/index.ts';
import { pipes } from './games/pipes/index.ts';
import { walls } from './games/walls/index.ts';
// Kept in the emitted declarations, which would otherwise inline the rules' types and drop these
// imports, and with them each game's name in `GameNames` (projects checked against the
// declarations would then know no game).
export type {} from './games/fifteen/index.ts';
export type {} from './games/same/index.ts';
export type {} from './games/pipes/index.ts';
export type {} from './games/walls/index.ts';

/**
 * Every puzzle's rules by name, each with its own types: the one list of games. A new game is
 * one folder under games/ (its rules, and its name in `GameNames`) and one line here; every
 * other list of games (the API's schemas, the web's views, tools) is read off this one.
 */
export const RULES_BY_GAME = { fifteen, same, pipes, walls } as const;
export type RulesByGame = typeof RULES_BY_GAME;

/** Every puzzle's rules by name, as any game's. */
export const RULES: Readonly<Record<GameName, AnyRules>> = RULES_BY_GAME;

/** Every game's name, in the registry's order (the order games are listed in everywhere). */
export const GAMES = Object.keys(RULES) as readonly GameName[] as readonly [GameName, ...GameName[]];
