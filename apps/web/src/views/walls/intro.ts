import type { GameIntro } from '../types.ts';

export const WALLS_INTRO: GameIntro = {
  title: 'Walls',
  blurb: 'Place walls to make the runner’s path as long as you can.',
  preparing: 'Evaluating paths…',
};
