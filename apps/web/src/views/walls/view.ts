import type { GameView } from '../types.ts';
import { WallsBoard } from './WallsBoard.tsx';
import { WALLS_HOW_TO } from './how-to.ts';

/** Everything the web shows of `walls` besides the rules: its board, its words, its own preferences. */
export const wallsView: GameView = {
  Board: WallsBoard,
  intro: {
    title: 'Walls',
    blurb: 'Place walls to make the runner’s path as long as you can.',
    preparing: 'Evaluating paths…',
  },
  howTo: WALLS_HOW_TO,
  Prefs: null,
};
