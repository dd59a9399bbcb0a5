import type { GameView } from '../types.ts';
import { SameHelp } from './SameHelp.tsx';
import { SameBoard } from './SameBoard.tsx';
import { SamePrefs } from './SamePrefs.tsx';
import { SameShapePicker } from './SameShapePicker.tsx';

/** Everything the web shows of `same` besides the rules: its board, its shape picker and its own preferences (its words are in the catalogs, `game.same.*`). */
export const sameView: GameView = {
  Board: SameBoard,
  Prefs: SamePrefs,
  NewGameOptions: SameShapePicker,
  Help: SameHelp,
};
