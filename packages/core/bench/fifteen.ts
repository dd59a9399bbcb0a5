/**
 * Fifteen: pattern databases, Korf's 100 (published optimal lengths), Korf & Felner's 50
 * 24-puzzles (published optimal lengths) and 6x6 par, single-threaded.
 */
import { expectOk, seededPuzzle, solvePuzzle } from '../src/index.ts';
import * as fifteenRules from '../src/games/fifteen/index.ts';
// Not in the game's index: the browser's bundle would carry it (solve-5x5.ts builds tables as it loads).
import { solveBeam5x5 } from '../src/games/fifteen/solve-5x5.ts';
import { readKorf100, readKorf24 } from '../node/korf100.ts';
import { fmt, row, timeEach } from './measure.ts';
import { seeds } from './seeds.ts';

export function bench(): void {
  for (const side of [4, 5] as const) {
    const keys = fifteenRules.patternKeysOf(side);
    const build = timeEach(keys, (key) => fifteenRules.buildPatternDatabase(key));
    const bytes = keys.reduce((sum, key) => sum + fifteenRules.patternDatabaseSize(key), 0);
    row(`fifteen: ${side}x${side} pattern databases, build (once)`, `${fmt(build.totalMs / 1000)} s`, 'cached on disk by the server');
    row(`fifteen: ${side}x${side} pattern databases, memory`, `${fmt(bytes / 2 ** 20)} MiB`, side === 4 ? '≤ 64 MiB' : '');
  }
  korf100();
  korf24();
  sixBySix();
}

function korf100(): void {
  const korf = readKorf100();
  let exact = 0;
  const times = timeEach(korf, ({ tiles, optimal }) => {
    const solution = fifteenRules.fifteen.solve({ size: 4, tiles: [...tiles] }, { size: 4 });
    if (solution.par === optimal && solution.optimal) exact++;
  });
  row("fifteen: Korf's 100, published length found", `${exact} / ${korf.length}`, '100 / 100');
  row("fifteen: Korf's 100, total / median", `${fmt(times.totalMs / 1000)} s / ${fmt(times.medianMs)} ms`, '≤ 20 s / ≤ 50 ms');
}

/** 5x5 par (the beam that `solve` runs) against the published optimal lengths of Korf & Felner's 50 instances. */
function korf24(): void {
  const korf = readKorf24();
  const pars: number[] = [];
  let nodes = 0;
  const times = timeEach(korf, ({ tiles }) => {
    const stats = { nodes: 0 };
    pars.push(solveBeam5x5(tiles, fifteenRules.BEAM_WIDTH_5X5, fifteenRules.DEFAULT_MAX_NODES, stats)!.length);
    nodes += stats.nodes;
  });
  // The beam above is the par: checked on a few instances, not timed.
  for (const [i, { tiles }] of korf.slice(0, 3).entries()) {
    if (fifteenRules.fifteen.solve({ size: 5, tiles: [...tiles] }, { size: 5 }).par !== pars[i]) throw new Error('5x5 par is not the beam');
  }
  const par = pars.reduce((a, b) => a + b, 0);
  const optimal = korf.reduce((sum, k) => sum + k.optimal, 0);
  const worst = Math.max(...korf.map((k, i) => pars[i]! / k.optimal));
  row("fifteen: Korf & Felner's 50 (5x5), par / optimal sum", `${fmt(par, 0)} / ${fmt(optimal, 0)} = ${fmt(par / optimal, 3)}x`, '≤ 1.08x (moonshot ≤ 1.03x)');
  row("fifteen: Korf & Felner's 50 (5x5), worst instance", `${fmt(worst, 3)}x`, '≤ 1.20x');
  row("fifteen: Korf & Felner's 50 (5x5), median / max", `${fmt(times.medianMs / 1000, 2)} / ${fmt(times.p99Ms / 1000, 2)} s`, '≤ 2 s each');
  row("fifteen: Korf & Felner's 50 (5x5), nodes per instance", fmt(nodes / korf.length, 0), `beam width ${fmt(fifteenRules.BEAM_WIDTH_5X5, 0)}`);
}

/** 6x6 par: the top row and left column, then the 5x5 beam. */
function sixBySix(): void {
  const boards = seeds(10, 'fifteen-6x6').map((seed) => expectOk(seededPuzzle('fifteen', { size: 6 }, seed)));
  let total = 0;
  const times = timeEach(boards, (board) => {
    total += solvePuzzle(board).par!;
  });
  row('fifteen: 6x6 par, mean over 10 seeded boards', fmt(total / boards.length, 1), 'lower is better');
  row('fifteen: 6x6 par, median / max', `${fmt(times.medianMs / 1000, 2)} / ${fmt(times.p99Ms / 1000, 2)} s`, '≤ 2 s');
}
