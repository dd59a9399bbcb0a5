import type { HowTo } from '../types.ts';

export const SAME_HOW_TO: HowTo = {
  mouse: 'Click a group of two or more blocks of one colour to remove it; point at it first to see its worth.',
  touch: 'Tap a group of two or more blocks of one colour to remove it.',
  keys: 'Arrow keys move the cursor, Enter removes its group.',
};
