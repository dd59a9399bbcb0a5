import type { HowTo } from '../types.ts';

export const FIFTEEN_HOW_TO: HowTo = {
  mouse: 'Click a tile in the gap’s row or column to slide it.',
  touch: 'Tap a tile in the gap’s row or column to slide it.',
  keys: 'Arrow keys slide the tile next to the gap.',
};
