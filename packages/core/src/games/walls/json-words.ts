import type { JsonWords } from '../../puzzle.ts';

export const wallsJsonWords: JsonWords = {
  gloss: null,
  board: '`cells` holds one letter per cell: `.` empty, `r` rock, `s` start, `f` finish, `A` to `E` checkpoints, `w` a wall placed; `walls` is the wall budget.',
  move: 'The cell where a wall is put, or taken away if one is there.',
  paramsAcross: {
    note: ' A preset stands alone: it is never combined with cols, rows, walls, checkpoints or rocks. The wall budget must fit the board (at most a third of its cells), and rocks is a multiple of 0.01.',
    schema: { not: { required: ['preset'], minProperties: 2 } },
  },
};
