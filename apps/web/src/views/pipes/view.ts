import type * as pipesRules from '@gridrace/core/games/pipes';
import { t } from '../../i18n/messages.ts';
import { presetParams } from '../preset-params.ts';
import type { GameView } from '../types.ts';
import { PipesHelp } from './PipesHelp.tsx';
import { PipesBoard } from './PipesBoard.tsx';

/** Everything the web shows of `pipes` besides the rules: its board and its own preferences (its words are in the catalogs, `game.<name>.*`). */
export const pipesView: GameView = {
  Board: PipesBoard,
  Prefs: null,
  presetDetail: (params) => {
    const board = presetParams<pipesRules.Params>('pipes', params);
    return board && t('game.pipes.presetDetail', { cols: board.cols, rows: board.rows });
  },
  Help: PipesHelp,
};
