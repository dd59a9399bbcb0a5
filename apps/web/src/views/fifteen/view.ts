import type { GameView } from '../types.ts';
import { FifteenHelp } from './FifteenHelp.tsx';
import { FifteenBoard } from './FifteenBoard.tsx';
import { FifteenPrefs } from './FifteenPrefs.tsx';

/** Everything the web shows of `fifteen` besides the rules: its board and its own preferences (its words are in the catalogs, `game.<name>.*`). */
export const fifteenView: GameView = {
  Board: FifteenBoard,
  Prefs: FifteenPrefs,
  // Its presets are named by their size ("4x4"): nothing to add.
  presetDetail: () => null,
  Help: FifteenHelp,
};
