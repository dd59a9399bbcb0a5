import type { JsonWords } from '../../puzzle.ts';

export const pipesJsonWords: JsonWords = {
  gloss: null,
  board: "`tiles` holds each cell's openings as turned now, a bitmask N=1, E=2, S=4, W=8; the pipe is to join `start` to `end`.",
  move: 'The tile to turn, `cw` clockwise or `ccw` anticlockwise.',
};
