import type { JsonWords } from '../../puzzle.ts';

export const fifteenJsonWords: JsonWords = {
  gloss: 'sliding tiles',
  board: '`size` by `size` cells; `tiles` holds the number on each cell, 0 for the gap.',
  move: 'The cell whose tiles slide toward the gap, in its row or column.',
};
