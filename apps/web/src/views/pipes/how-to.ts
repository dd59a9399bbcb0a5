import type { HowTo } from '../types.ts';

export const PIPES_HOW_TO: HowTo = {
  mouse: 'Click turns a tile clockwise, right-click (or Shift+click) anticlockwise; middle-click locks it.',
  touch: 'Tap turns a tile the way chosen above the board; hold a tile to lock it.',
  keys: 'Arrows move, Enter turns, Shift+Enter turns back, L locks.',
};
