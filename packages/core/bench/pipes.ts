/** Pipes: exact par (fewest rotations) at the largest size, 20x15. */
import { expectOk, seededPuzzle, solvePuzzle } from '../src/index.ts';
import { fmt, row, timeEach } from './measure.ts';
import { seeds } from './seeds.ts';

export function bench(): void {
  const boards = seeds(50, 'pipes-20x15').map((seed) => expectOk(seededPuzzle('pipes', { cols: 20, rows: 15 }, seed)));
  let exact = 0;
  const times = timeEach(boards, (board) => {
    if (solvePuzzle(board).optimal) exact++;
  });
  row('pipes: exact par at 20x15, proven optimal', `${exact} / ${boards.length}`, `${boards.length} / ${boards.length}`);
  row('pipes: exact par at 20x15, median / p99', `${fmt(times.medianMs)} / ${fmt(times.p99Ms)} ms`, '≤ 200 ms median');
}
