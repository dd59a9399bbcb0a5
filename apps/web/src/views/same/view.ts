import type * as sameRules from '@gridrace/core/games/same';
import { paramValues, t } from '../../i18n/messages.ts';
import { presetParams } from '../preset-params.ts';
import type { GameView } from '../types.ts';
import { SameHelp } from './SameHelp.tsx';
import { SameBoard } from './SameBoard.tsx';
import { SamePrefs } from './SamePrefs.tsx';
import { sameWords } from './words.ts';

/** Everything the web shows of `same` besides the rules: its board, its own preferences and its presets in words (its words in `words.ts`). */
export const sameView: GameView = {
  Board: SameBoard,
  Prefs: SamePrefs,
  // Size, colours, and whether the board can always be cleared: what tells two 25×40 boards apart.
  presetDetail: (params) => {
    const board = presetParams<sameRules.Params>('same', params);
    return board && t('game.same.presetDetail', paramValues(board));
  },
  Help: SameHelp,
  words: { en: sameWords, es: () => import('./words.es.ts').then((module) => module.sameWordsEs) },
};
