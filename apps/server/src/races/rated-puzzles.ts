import { rulesOf, type GameName } from '@gridrace/core';

/** A room as it was asked for: what decides whether its puzzle is one nobody chose. */
export interface RoomChoice {
  readonly game: GameName;
  readonly params: Record<string, unknown>;
  /** 'daily', a chosen seed, or null (a fresh random one at each round). */
  readonly seed: string | null;
  readonly ghosts: boolean;
}

/** The same params, whatever the order of their keys. */
const sameParams = (a: Record<string, unknown>, b: Record<string, unknown>): boolean => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
};

/**
 * Why a room cannot be rated (docs/fair-play.md#ratings), in words; null when it can. A rated
 * room races a puzzle the server draws at each round, of a kind every player of the game races:
 * a host who chose the seed (or the daily, or a ghost's board) could have solved it beforehand,
 * and params of their own would make boards nobody else plays.
 */
export function chosenPuzzle(room: RoomChoice): string | null {
  if (room.seed !== null) return 'A rated race is on a puzzle the server draws: it takes no seed and no daily.';
  if (room.ghosts) return 'A rated race is on a puzzle the server draws: it takes no ghosts.';
  const presets = Object.values(rulesOf(room.game).presets) as Record<string, unknown>[];
  if (Object.keys(room.params).length > 0 && !presets.some((preset) => sameParams(preset, room.params)))
    return `A rated race takes only the game's presets (${Object.keys(rulesOf(room.game).presets).join(', ')}), not params of your own.`;
  return null;
}
