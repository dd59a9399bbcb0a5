import type { GameIntro } from '../types.ts';

export const PIPES_INTRO: GameIntro = {
  title: 'Pipes',
  blurb: 'Turn the tiles to join the arrow to the heart.',
  preparing: 'Preparing puzzle…',
};
