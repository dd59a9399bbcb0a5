import type { GameView } from '../types.ts';
import { FifteenHelp } from './FifteenHelp.tsx';
import { FifteenBoard } from './FifteenBoard.tsx';
import { FifteenPrefs } from './FifteenPrefs.tsx';

/** Everything the web shows of `fifteen` besides the rules: its board and its own preferences (its words are in the catalogs, `game.<name>.*`). */
export const fifteenView: GameView = {
  Board: FifteenBoard,
  Prefs: FifteenPrefs,
  NewGameOptions: null,
  Help: FifteenHelp,
};
