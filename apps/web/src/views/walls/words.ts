/**
 * `walls`'s own words in English, the reference (`words.es.ts` has exactly these keys; the
 * compiler checks): its name and blurb (`game.walls.*`), its board's words (`walls.*`) and its
 * rules' refusals (`refusal.walls.*`). The views' registry adds them to the catalogs.
 */
export const wallsWords = {
  'game.walls.title': 'Walls',
  'game.walls.blurb': 'Place walls to make the runner’s path as long as you can.',
  'game.walls.preparing': 'Evaluating paths…',
  'game.walls.howMouse': 'Click an empty cell to place a wall, a wall to take it away.',
  'game.walls.howTouch': 'Tap an empty cell to place a wall, a wall to take it away.',
  'game.walls.howKeys': 'Arrow keys move the cursor, Enter places or removes a wall.',
  'game.walls.timeLabel': 'Reached',
  'game.walls.parLabel': 'Goal',
  'game.walls.raceMostScore': 'the longest path',
  'game.walls.raceSoonest': 'whoever reached it first',
  'game.walls.scoreLabel': 'Path',
  'game.walls.scoreBest': 'Best path',
  'game.walls.scoreText': 'path {score, number}',
  'game.walls.scoreShort': 'path {score, number}',
  'game.walls.submitAction': 'Submit layout',
  'game.walls.submitTitle': 'Submit this layout',
  'game.walls.submitDone': 'Layout submitted',
  'game.walls.presetDetail': '{cols}×{rows}, {fewest}–{most} walls',
  'game.walls.grows': 'board size, walls, checkpoints and rocks',
  'walls.goal': 'Goal:',
  'walls.path': 'Path:',
  'walls.reached': '✓ goal reached',
  'walls.placed': '{placed, number} of {budget, number} placed',
  'walls.left': 'Walls left:',
  'walls.clear': 'Clear',
  'walls.runTitle': 'Watch the runner walk the path of this layout',
  'walls.stop': 'Stop',
  'walls.run': 'Run',
  'walls.speed': 'Runner speed',
  'walls.boardLabel': 'Maze, {cols, number} by {rows, number}; arrow keys move, Enter places or removes a wall',
  'walls.cell': '{kind, select, empty {empty} rock {rock} start {start} finish {finish} wall {your wall} other {checkpoint {kind}}}',
  'game.walls.params': '{preset, select, simple {simple} normal {normal} complex {complex} other {{cols}×{rows}}}',
  'refusal.walls.not_empty': '{cell} is {what, select, rock {a rock} start {a start cell} finish {a finish cell} other {checkpoint {checkpoint}}}; walls go on empty cells only.',
  'refusal.walls.all_placed': 'All {walls, number} walls are placed; remove one before placing another.',
  'refusal.walls.blocks_path': 'A wall at {cell} would leave the runner no path.',
  'walls.goalPending': 'Goal: the longest path you can build; its par is not known yet',
  'walls.help.rules':
    'Place walls on empty cells. The runner always takes the shortest path from start to finish, visiting the checkpoints in order; your score is its length. You cannot block it completely. The run ends when you press “{finish}” or time runs out.',
  'walls.help.start': 'start column',
  'walls.help.finish': 'finish column',
  'walls.help.checkpoints': 'checkpoints, in order',
  'walls.help.rock': 'rock',
  'walls.help.wall': 'a wall you place',
  'walls.help.path': 'the runner’s path',
} as const;

declare module '../../i18n/messages.ts' {
  interface GameMessages {
    walls: typeof wallsWords;
  }
}
