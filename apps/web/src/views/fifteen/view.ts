import type { GameView } from '../types.ts';
import { FifteenHelp } from './FifteenHelp.tsx';
import { FifteenBoard } from './FifteenBoard.tsx';
import { FifteenPrefs } from './FifteenPrefs.tsx';
import { fifteenWords } from './words.ts';

/** Everything the web shows of `fifteen` besides the rules: its board and its own preferences (its words in `words.ts`). */
export const fifteenView: GameView = {
  Board: FifteenBoard,
  Prefs: FifteenPrefs,
  // Its presets are named by their size ("4x4"): nothing to add.
  presetDetail: () => null,
  Help: FifteenHelp,
  words: { en: fifteenWords, es: () => import('./words.es.ts').then((module) => module.fifteenWordsEs) },
};
