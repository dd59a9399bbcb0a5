import type * as pipesRules from '@gridrace/core/games/pipes';
import { t } from '../../i18n/messages.ts';
import { presetParams } from '../preset-params.ts';
import type { GameView } from '../types.ts';
import { PipesHelp } from './PipesHelp.tsx';
import { PipesBoard } from './PipesBoard.tsx';
import { pipesWords } from './words.ts';

/** Everything the web shows of `pipes` besides the rules: its board and its own preferences (its words in `words.ts`). */
export const pipesView: GameView = {
  Board: PipesBoard,
  Prefs: null,
  presetDetail: (params) => {
    const board = presetParams<pipesRules.Params>('pipes', params);
    return board && t('game.pipes.presetDetail', { cols: board.cols, rows: board.rows });
  },
  Help: PipesHelp,
  words: { en: pipesWords, es: () => import('./words.es.ts').then((module) => module.pipesWordsEs) },
};
