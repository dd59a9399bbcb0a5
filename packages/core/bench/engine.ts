/** Engine throughput, single core: a solved puzzle's own moves replayed through the validating reducer. */
import { GAMES, RULES, applyMove, expectOk, seededPuzzle, solvePuzzle, startState } from '../src/index.ts';
import { fmt, row, throughput } from './measure.ts';

export function benchEngine(): void {
  for (const game of GAMES) {
    const puzzle = solvePuzzle(expectOk(seededPuzzle(game, RULES[game].samples.bench, 'engine')));
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
}
