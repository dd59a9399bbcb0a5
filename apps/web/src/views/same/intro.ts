import type { GameIntro } from '../types.ts';

export const SAME_INTRO: GameIntro = {
  title: 'Same',
  blurb: 'Clear the board, group by group.',
  preparing: 'Preparing puzzle…',
};
