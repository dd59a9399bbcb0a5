import type { GameView } from '../types.ts';
import { WallsHelp } from './WallsHelp.tsx';
import { WallsBoard } from './WallsBoard.tsx';

/** Everything the web shows of `walls` besides the rules: its board and its own preferences (its words are in the catalogs, `game.<name>.*`). */
export const wallsView: GameView = {
  Board: WallsBoard,
  Prefs: null,
  NewGameOptions: null,
  Help: WallsHelp,
};
