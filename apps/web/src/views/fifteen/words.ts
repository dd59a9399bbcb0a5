/**
 * `fifteen`'s own words in English, the reference (`words.es.ts` has exactly these keys; the
 * compiler checks): its name and blurb (`game.fifteen.*`), its board's words (`fifteen.*`) and its
 * rules' refusals (`refusal.fifteen.*`). The views' registry adds them to the catalogs.
 */
export const fifteenWords = {
  'game.fifteen.title': 'Fifteen',
  'game.fifteen.blurb': 'Slide the tiles back into order.',
  'game.fifteen.preparing': 'Preparing puzzle…',
  'game.fifteen.howMouse': 'Click a tile in the gap’s row or column to slide it.',
  'game.fifteen.howTouch': 'Tap a tile in the gap’s row or column to slide it.',
  'game.fifteen.howKeys': 'Arrow keys slide the tile next to the gap.',
  'game.fifteen.grows': 'board size and the fewest moves that solve it',
  'fifteen.background': 'Background',
  'fifteen.bg.numbers': 'Numbers',
  'fifteen.bg.life': 'Game of Life',
  'fifteen.boardLabel': 'Fifteen puzzle, {size, number} by {size, number}. Arrow keys slide a tile into the gap.',
  'fifteen.tile': 'Tile {tile, number}',
  'refusal.fifteen.gap': 'That is the gap; pick a tile in its row or column.',
  'refusal.fifteen.not_in_line': 'Only tiles in the same row or column as the gap can slide.',
  'fifteen.help.rules':
    'Slide tiles into the gap until they read 1 to {last, number} row by row, with the gap last. Time ranks first, then moves. “{finish}” ends the run unsolved.',
  'fifteen.help.home': 'in its place',
  'fifteen.help.away': 'out of place',
  'fifteen.help.gap': 'the gap',
} as const;

declare module '../../i18n/messages.ts' {
  interface GameMessages {
    fifteen: typeof fifteenWords;
  }
}
