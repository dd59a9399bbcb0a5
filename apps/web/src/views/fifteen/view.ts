import type { GameView } from '../types.ts';
import { FifteenBoard } from './FifteenBoard.tsx';
import { FifteenPrefs } from './FifteenPrefs.tsx';
import { FIFTEEN_HOW_TO } from './how-to.ts';

/** Everything the web shows of `fifteen` besides the rules: its board, its words, its own preferences. */
export const fifteenView: GameView = {
  Board: FifteenBoard,
  intro: {
    title: 'Fifteen',
    blurb: 'Slide the tiles back into order.',
    preparing: 'Preparing puzzle…',
  },
  howTo: FIFTEEN_HOW_TO,
  Prefs: FifteenPrefs,
};
