import { GAMES, RULES, type GameName } from '@gridrace/core';

export interface RaceGame {
  readonly game: GameName;
  readonly params: Record<string, unknown>;
  readonly label: string;
}

/**
 * The games the rooms race, in turn: each game's own load samples (`samples.load` of its rules),
 * short and long races side by side, so that rooms finish and rematch at different moments, as
 * real ones would. Each game chose params for races of tens of seconds at a human pace.
 */
export const GAME_MIX: readonly RaceGame[] = GAMES.flatMap((game) => RULES[game].samples.load.map(({ params, label }) => ({ game, params, label })));

export const gameOfRoom = (room: number): RaceGame => GAME_MIX[room % GAME_MIX.length]!;
