import { parsePuzzleId, rulesOf, seededPuzzle, type GameName } from '@gridrace/core';
import { randomSeed } from '../client/guest-name.ts';

interface GameInfo {
  readonly title: string;
  readonly blurb: string;
  readonly preparing: string;
  /** What the time that ranks a run is called (SPEC §3): `walls` ranks by when its best path came. */
  readonly timeLabel: string;
}

/** How each game is introduced on the home page, and named on the result screens. */
export const GAME_INFO: Readonly<Record<GameName, GameInfo>> = {
  fifteen: { title: 'Fifteen', blurb: 'Slide the tiles back into order.', preparing: 'Preparing puzzle…', timeLabel: 'Time' },
  same: { title: 'Same', blurb: 'Clear the board, group by group.', preparing: 'Preparing puzzle…', timeLabel: 'Time' },
  pipes: { title: 'Pipes', blurb: 'Turn the tiles to join the arrow to the heart.', preparing: 'Preparing puzzle…', timeLabel: 'Time' },
  walls: { title: 'Walls', blurb: 'Place walls to make the runner’s path as long as you can.', preparing: 'Evaluating paths…', timeLabel: 'Reached' },
};

/** The presets offered as new-game buttons, from the rules themselves. */
export function presetsOf(game: GameName): { readonly name: string; readonly params: unknown }[] {
  return Object.entries(rulesOf(game).presets).map(([name, params]) => ({ name, params }));
}

/** A fresh puzzle id: the rules make the id from params and a random seed, no server needed. */
export function newPuzzleId(game: GameName, params: unknown, seed: string = randomSeed()): string | null {
  const made = seededPuzzle(game, params, seed);
  return made.ok ? made.value.id : null;
}

/** A game's params in words a player reads ("3×3", "15×10, 3 colours"). */
export function describeParams(game: GameName, params: Record<string, unknown>): string {
  const size = `${String(params.cols)}×${String(params.rows)}`;
  if (game === 'fifteen') return `${String(params.size)}×${String(params.size)}`;
  if (game === 'same') return `${size}, ${String(params.colors)} colours${params.shift === false ? ', no shift' : ''}`;
  if (game === 'walls' && typeof params.preset === 'string') return params.preset;
  return size;
}

/** The params of a puzzle id in words (ids carry them; no board needs generating). */
export function paramsLabel(puzzleId: string): string {
  const ref = parsePuzzleId(puzzleId);
  if (!ref.ok) return '';
  if (ref.value.kind === 'described') return 'custom board';
  const params = rulesOf(ref.value.game).parseParams(ref.value.params);
  return params.ok ? describeParams(ref.value.game, params.value as Record<string, unknown>) : '';
}
