import type { GameView } from '../types.ts';
import { SameBoard } from './SameBoard.tsx';
import { SamePrefs } from './SamePrefs.tsx';
import { SAME_HOW_TO } from './how-to.ts';

/** Everything the web shows of `same` besides the rules: its board, its words, its own preferences. */
export const sameView: GameView = {
  Board: SameBoard,
  intro: {
    title: 'Same',
    blurb: 'Clear the board, group by group.',
    preparing: 'Preparing puzzle…',
  },
  howTo: SAME_HOW_TO,
  Prefs: SamePrefs,
};
