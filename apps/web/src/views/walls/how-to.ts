import type { HowTo } from '../types.ts';

export const WALLS_HOW_TO: HowTo = {
  mouse: 'Click an empty cell to place a wall, a wall to take it away; End run submits the layout.',
  touch: 'Tap an empty cell to place a wall, a wall to take it away; End run submits the layout.',
  keys: 'Arrow keys move the cursor, Enter places or removes a wall.',
};
