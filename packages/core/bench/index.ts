/**
 * `npm run bench`: generation, solving and engine throughput for every game, printed side
 * by side in one run (this machine is shared and noisy: compare ratios, not absolutes).
 */
import { GAMES, applyMove, expectOk, fifteenRules, seededPuzzle, solvePuzzle, startState, type GameName } from '../src/index.ts';
import { readKorf100 } from '../node/korf100.ts';
import { fmt, row, throughput, timeEach } from './measure.ts';

const DEFAULTS: Record<GameName, object> = { fifteen: { size: 4 }, same: {}, pipes: {}, walls: {} };
const seeds = (n: number, label: string) => Array.from({ length: n }, (_, i) => `${label}-${i}`);

console.log(`gridrace bench — node ${process.version}\n`);
row('figure', 'measured', 'target');

const build = timeEach([...fifteenRules.patternDatabaseKeys], (key) => fifteenRules.buildPatternDatabase(key));
const pdbBytes = fifteenRules.patternDatabaseKeys.reduce((sum, key) => sum + fifteenRules.patternDatabaseSize(key), 0);
row('fifteen: pattern databases, build (once)', `${fmt(build.totalMs / 1000)} s`);
row('fifteen: pattern databases, memory', `${fmt(pdbBytes / 2 ** 20)} MiB`, '≤ 64 MiB');

const korf = readKorf100();
let exact = 0;
const korfTimes = timeEach(korf, ({ tiles, optimal }) => {
  const solution = fifteenRules.fifteen.solve({ size: 4, tiles: [...tiles] }, { size: 4 });
  if (solution.par === optimal && solution.optimal) exact++;
});
row("fifteen: Korf's 100, published length found", `${exact} / ${korf.length}`, '100 / 100');
row("fifteen: Korf's 100, total / median", `${fmt(korfTimes.totalMs / 1000)} s / ${fmt(korfTimes.medianMs)} ms`, '≤ 20 s / ≤ 50 ms');

for (const game of GAMES) {
  const params = DEFAULTS[game];
  const generation = timeEach(seeds(50, 'gen'), (seed) => expectOk(seededPuzzle(game, params, seed)));
  row(`${game}: generate (default params), median`, `${fmt(generation.medianMs, 2)} ms`);
  const boards = seeds(20, 'solve').map((seed) => expectOk(seededPuzzle(game, params, seed)));
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
