import type { JsonWords } from '../../puzzle.ts';

export const sameJsonWords: JsonWords = {
  gloss: 'SameGame',
  board: "`cells` holds each cell's colour, 0 to `colors` − 1, or null where the cell is empty.",
  move: 'A cell of the group of same-coloured blocks to remove.',
  paramsAcross: {
    note: ' Soluble boards (`generator: "soluble"`) need at least 3 colours. A shaped board (`shape` other than `rect`) never shifts its columns: its `shift` is made false.',
    schema: { if: { required: ['generator'], properties: { generator: { const: 'soluble' } } }, then: { properties: { colors: { minimum: 3 } } } },
  },
};
