/**
 * `pipes`'s own words in English, the reference (`words.es.ts` has exactly these keys; the
 * compiler checks): its name and blurb (`game.pipes.*`), its board's words (`pipes.*`) and its
 * rules' refusals (`refusal.pipes.*`). The views' registry adds them to the catalogs.
 */
export const pipesWords = {
  'game.pipes.title': 'Pipes',
  'game.pipes.blurb': 'Turn the tiles to join the arrow to the heart.',
  'game.pipes.preparing': 'Preparing puzzle…',
  'game.pipes.howMouse': 'Click turns a tile clockwise, right-click (or Shift+click) anticlockwise; middle-click locks it.',
  'game.pipes.howTouch': 'Tap turns a tile the way chosen above the board; hold a tile to lock it.',
  'game.pipes.howKeys': 'Arrows move, Enter turns, Shift+Enter turns back, L locks.',
  'game.pipes.presetDetail': '{cols}×{rows}',
  'game.pipes.grows': 'board size and the fewest rotations that connect it',
  'pipes.cw': 'Clockwise',
  'pipes.ccw': 'Anticlockwise',
  'pipes.turnGroup': 'Which way a tap turns a tile',
  'pipes.tapTurns': 'Tap turns',
  'pipes.boardLabel': 'Pipes, {cols, number} by {rows, number}. Arrows move, Enter turns, Shift+Enter turns back, L locks.',
  'pipes.tile': '{kind} at column {x, number}, row {y, number}{on, select, yes {, connected} other {}}{locked, select, yes {, locked} other {}}',
  'pipes.kind': '{kind, select, start {start} end {end} straight {straight} other {corner}}',
  'refusal.pipes.fixed': 'The {end, select, start {start} other {end}} tile does not rotate.',
  'pipes.help.rules':
    'Turn tiles until one unbroken pipe joins the arrow to the heart; what is joined lights up. The arrow and the heart stay fixed; a locked tile cannot turn by mistake. “{finish}” ends the run unsolved.',
  'pipes.help.start': 'the start',
  'pipes.help.end': 'the end',
  'pipes.help.joined': 'joined to the start',
  'pipes.help.pipe': 'a pipe to turn',
  'pipes.help.locked': 'locked',
} as const;

declare module '../../i18n/messages.ts' {
  interface GameMessages {
    pipes: typeof pipesWords;
  }
}
