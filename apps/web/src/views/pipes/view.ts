import type { GameView } from '../types.ts';
import { PipesBoard } from './PipesBoard.tsx';
import { PIPES_HOW_TO } from './how-to.ts';

/** Everything the web shows of `pipes` besides the rules: its board, its words, its own preferences. */
export const pipesView: GameView = {
  Board: PipesBoard,
  intro: {
    title: 'Pipes',
    blurb: 'Turn the tiles to join the arrow to the heart.',
    preparing: 'Preparing puzzle…',
  },
  howTo: PIPES_HOW_TO,
  Prefs: null,
};
