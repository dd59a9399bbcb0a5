/** Same: `soluble` generation at the default 25x40 with 3 colours, and the standard 15x15 set for points. */
import { expectOk, seededPuzzle } from '../src/index.ts';
import * as sameRules from '../src/games/same/index.ts';
import { NMCS3_TOTAL, readSameStandard } from '../node/same-standard.ts';
import { fmt, row, timeEach } from './measure.ts';
import { seeds } from './seeds.ts';

export function bench(): void {
  const params = { cols: 25, rows: 40, colors: 3, generator: 'soluble' };
  const times = timeEach(seeds(200, 'same-soluble'), (seed) => expectOk(seededPuzzle('same', params, seed)));
  row(`same: soluble 25x40x3 generate, median (n=${times.samples})`, `${fmt(times.medianMs)} ms`, '≤ 100 ms');
  row('same: soluble 25x40x3 generate, p99', `${fmt(times.p99Ms)} ms`, '≤ 500 ms');
  standardSet();
}

/** The 20 standard boards with the best-known-score budget: points, clearings, time (wall and CPU). */
function standardSet(): void {
  const boards = readSameStandard();
  const params = sameRules.same.paramsSchema.parse({ cols: 15, rows: 15, colors: 5 });
  const scores: number[] = [];
  const cpu: number[] = [];
  let cleared = 0;
  const times = timeEach(boards, (board) => {
    const before = process.cpuUsage();
    const solution = sameRules.same.solve(board, params, { maxNodes: sameRules.BEST_SCORE_NODES });
    const used = process.cpuUsage(before);
    cpu.push((used.user + used.system) / 1e6);
    scores.push(solution.best?.score ?? 0);
    if (solution.par !== null) cleared++;
  });
  const total = scores.reduce((a, b) => a + b, 0);
  const sortedCpu = [...cpu].sort((a, b) => a - b);
  row('same: standard set (20 x 15x15x5), total points', `${fmt(total, 0)}`, `≥ 70,000 (NMCS-3: ${fmt(NMCS3_TOTAL, 0)}, ${fmt((100 * total) / NMCS3_TOTAL, 1)} % of it)`);
  console.log(`  per board: ${scores.join(' ')}`);
  console.log(`  CPU s per board: ${cpu.map((s) => fmt(s, 1)).join(' ')}`);
  row('same: standard set, boards cleared', `${cleared} / ${boards.length}`, '≥ 15 / 20');
  row('same: standard set, median / max per board', `${fmt(times.medianMs / 1000, 1)} / ${fmt(times.p99Ms / 1000, 1)} s`, '≤ 20 s');
  row('same: standard set, CPU median / max per board', `${fmt(sortedCpu[10] ?? 0, 1)} / ${fmt(sortedCpu.at(-1) ?? 0, 1)} s`, '≤ 20 s');
  row('same: standard set, work per board', fmt(sameRules.BEST_SCORE_NODES, 0), 'units (maxNodes)');
}
