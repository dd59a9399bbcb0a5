import type { GameIntro } from '../types.ts';

export const FIFTEEN_INTRO: GameIntro = {
  title: 'Fifteen',
  blurb: 'Slide the tiles back into order.',
  preparing: 'Preparing puzzle…',
};
