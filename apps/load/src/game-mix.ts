import type { GameName } from '@gridrace/core';

export interface RaceGame {
  readonly game: GameName;
  readonly params: Record<string, unknown>;
  readonly label: string;
}

/**
 * The games the rooms race, in turn: short and long races side by side, so that rooms
 * finish and rematch at different moments, as real ones would. Params were chosen for
 * races of tens of seconds at a human pace (a 4x4 fifteen is 40-60 moves, a 3x3 about 20).
 */
export const GAME_MIX: readonly RaceGame[] = [
  { game: 'fifteen', params: { size: 3 }, label: 'fifteen 3x3' },
  { game: 'fifteen', params: { size: 4 }, label: 'fifteen 4x4' },
  { game: 'pipes', params: {}, label: 'pipes 6x4' },
  { game: 'same', params: {}, label: 'same' },
  { game: 'walls', params: { preset: 'simple' }, label: 'walls simple' },
];

export const gameOfRoom = (room: number): RaceGame => GAME_MIX[room % GAME_MIX.length]!;
