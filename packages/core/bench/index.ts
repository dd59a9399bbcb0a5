/**
 * `npm run bench`: generation, solving and engine throughput for every game, printed side
 * by side in one run (this machine is shared and noisy: compare ratios, not absolutes).
 */
import { GAMES, applyMove, expectOk, seededPuzzle, solvePuzzle, startState, type GameName } from '../src/index.ts';
import { fmt, row, throughput, timeEach } from './measure.ts';

const DEFAULTS: Record<GameName, object> = { fifteen: { size: 4 }, same: {}, pipes: {}, walls: {} };
const seeds = (n: number, label: string) => Array.from({ length: n }, (_, i) => `${label}-${i}`);

console.log(`gridrace bench — node ${process.version}\n`);
row('figure', 'measured', 'target');

for (const game of GAMES) {
  const params = DEFAULTS[game];
  const generation = timeEach(seeds(50, 'gen'), (seed) => expectOk(seededPuzzle(game, params, seed)));
  row(`${game}: generate (default params), median`, `${fmt(generation.medianMs, 2)} ms`);
  const boards = seeds(game === 'fifteen' ? 10 : 20, 'solve').map((seed) => expectOk(seededPuzzle(game, params, seed)));
  const solving = timeEach(boards, (puzzle) => solvePuzzle(puzzle));
  row(`${game}: par (default params), median / p99`, `${fmt(solving.medianMs)} / ${fmt(solving.p99Ms)} ms`);
}

console.log('');
for (const game of GAMES) {
  // Engine throughput: a solved puzzle's own moves, replayed through the validating reducer.
  const puzzle = solvePuzzle(expectOk(seededPuzzle(game, DEFAULTS[game], 'engine')));
  const moves = puzzle.solution;
  if (moves.length === 0) continue;
  let state = startState(puzzle);
  const rate = throughput((i) => {
    const k = i % moves.length;
    if (k === 0) state = startState(puzzle);
    const next = applyMove(puzzle, state, moves[k]);
    if (next.ok) state = next.value;
  });
  row(`${game}: moves applied and validated per second`, fmt(rate, 0));
}
