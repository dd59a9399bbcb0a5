/** Fifteen: pattern databases and Korf's 100 (published optimal lengths), single-threaded. */
import { fifteenRules } from '../src/index.ts';
import { readKorf100 } from '../node/korf100.ts';
import { fmt, row, timeEach } from './measure.ts';

export function benchFifteen(): void {
  const keys = [...fifteenRules.patternDatabaseKeys];
  const build = timeEach(keys, (key) => fifteenRules.buildPatternDatabase(key));
  const pdbBytes = keys.reduce((sum, key) => sum + fifteenRules.patternDatabaseSize(key), 0);
  row('fifteen: pattern databases, build (once)', `${fmt(build.totalMs / 1000)} s`, 'cached on disk by the server');
  row('fifteen: pattern databases, memory', `${fmt(pdbBytes / 2 ** 20)} MiB`, '≤ 64 MiB');

  const korf = readKorf100();
  let exact = 0;
  const times = timeEach(korf, ({ tiles, optimal }) => {
    const solution = fifteenRules.fifteen.solve({ size: 4, tiles: [...tiles] }, { size: 4 });
    if (solution.par === optimal && solution.optimal) exact++;
  });
  row("fifteen: Korf's 100, published length found", `${exact} / ${korf.length}`, '100 / 100');
  row("fifteen: Korf's 100, total / median", `${fmt(times.totalMs / 1000)} s / ${fmt(times.medianMs)} ms`, '≤ 20 s / ≤ 50 ms');
}
