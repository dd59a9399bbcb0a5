import * as wallsRules from '@gridrace/core/games/walls';
import { t } from '../../i18n/messages.ts';
import { presetParams } from '../preset-params.ts';
import type { GameView } from '../types.ts';
import { WallsHelp } from './WallsHelp.tsx';
import { WallsBoard } from './WallsBoard.tsx';
import { wallsWords } from './words.ts';

/** Everything the web shows of `walls` besides the rules: its board and its own preferences (its words in `words.ts`). */
export const wallsView: GameView = {
  Board: WallsBoard,
  Prefs: null,
  // A preset draws its counts from the seed within its ranges: its size and its walls say what it is.
  presetDetail: (params) => {
    const board = presetParams<wallsRules.Params>('walls', params);
    if (!board) return null;
    const spec = 'preset' in board ? wallsRules.PRESET_SPECS[board.preset] : { ...board, walls: [board.walls, board.walls] };
    return t('game.walls.presetDetail', { cols: spec.cols, rows: spec.rows, fewest: spec.walls[0], most: spec.walls[1] });
  },
  Help: WallsHelp,
  words: { en: wallsWords, es: () => import('./words.es.ts').then((module) => module.wallsWordsEs) },
};
