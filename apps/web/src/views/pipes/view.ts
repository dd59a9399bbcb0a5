import type { GameView } from '../types.ts';
import { PipesHelp } from './PipesHelp.tsx';
import { PipesBoard } from './PipesBoard.tsx';

/** Everything the web shows of `pipes` besides the rules: its board and its own preferences (its words are in the catalogs, `game.<name>.*`). */
export const pipesView: GameView = {
  Board: PipesBoard,
  Prefs: null,
  NewGameOptions: null,
  Help: PipesHelp,
};
