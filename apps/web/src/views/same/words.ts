/**
 * `same`'s own words in English, the reference (`words.es.ts` has exactly these keys; the
 * compiler checks): its name and blurb (`game.same.*`), its board's words (`same.*`) and its
 * rules' refusals (`refusal.same.*`). The views' registry adds them to the catalogs.
 */
export const sameWords = {
  'game.same.title': 'Same',
  'game.same.blurb': 'Clear the board, group by group.',
  'game.same.preparing': 'Preparing puzzle…',
  'game.same.howMouse': 'Click a group of two or more blocks of one colour to remove it; point at it first to see its worth.',
  'game.same.howTouch': 'Tap a group of two or more blocks of one colour to remove it.',
  'game.same.howKeys': 'Arrow keys move the cursor, Enter removes its group.',
  'game.same.solved': 'cleared',
  'game.same.solvedHeadline': 'Board cleared!',
  'game.same.scoreLabel': 'Points',
  'game.same.scoreBest': 'Points',
  'game.same.scoreText': '{score, plural, one {# point} other {# points}}',
  'game.same.scoreShort': '{score, number} pts',
  'game.same.raceFirstToFinish': 'the first to clear the board',
  'game.same.raceFewestLeft': 'the fewest blocks left',
  'game.same.raceMostScore': 'the most points',
  'same.colorBlind': 'Shapes for colour-blind play',
  'game.same.presetDetail': '{cols}×{rows}, {colors, plural, one {# colour} other {# colours}}{generator, select, runs {, not always clearable} other {}}',
  'game.same.solve': 'Clear',
  'game.same.goalSolve': 'Clear it',
  'game.same.grows': 'board size, colours and shapes',
  'same.noMoves': 'No moves left',
  'same.unclearable': 'Can no longer be cleared',
  'same.blocksLeft': 'Blocks left:',
  'same.group': '{size, plural, one {# block} other {# blocks}}:',
  'same.hintPointer': 'Point at a group to see its worth',
  'same.hintTouch': 'Tap a group to remove it',
  'same.boardLabel': 'SameGame board, {cols, number} by {rows, number}; arrow keys move, Enter removes a group',
  'same.colour.yellow': 'yellow',
  'same.colour.orange': 'orange',
  'same.colour.dark red': 'dark red',
  'same.colour.blue': 'blue',
  'same.colour.green': 'green',
  'same.colour.purple': 'purple',
  'game.same.params':
    '{cols}×{rows}, {colors, plural, one {# colour} other {# colours}}{shape, select, heart {, heart} diamond {, diamond} circle {, circle} cross {, cross} arch {, arch} other {{shift, select, false {, no shift} other {}}}}',
  'refusal.same.empty': '{cell} is an empty cell.',
  'refusal.same.alone': 'The block at {cell} has no neighbour of its colour: only groups of 2 or more can be removed.',
  'same.help.rules':
    'Remove groups of 2 or more touching blocks of one colour; the blocks above fall{shift, select, yes {, and empty columns close up} other {}}. n blocks score (n − 2)² points; clearing the board, 1,000 more. The run ends when no group is left (or on “{finish}”).',
  'same.help.group': 'a group (2 or more)',
  'same.help.alone': 'a lone block stays',
} as const;

declare module '../../i18n/messages.ts' {
  interface GameMessages {
    same: typeof sameWords;
  }
}
