/** Same: `soluble` generation at the default 25x40 with 3 colours. */
import { expectOk, seededPuzzle } from '../src/index.ts';
import { fmt, row, timeEach } from './measure.ts';
import { seeds } from './seeds.ts';

export function benchSame(): void {
  const params = { cols: 25, rows: 40, colors: 3, generator: 'soluble' };
  const times = timeEach(seeds(200, 'same-soluble'), (seed) => expectOk(seededPuzzle('same', params, seed)));
  row(`same: soluble 25x40x3 generate, median (n=${times.samples})`, `${fmt(times.medianMs)} ms`, '≤ 100 ms');
  row('same: soluble 25x40x3 generate, p99', `${fmt(times.p99Ms)} ms`, '≤ 500 ms');
}
