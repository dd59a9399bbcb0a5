import { GAMES, journeyFigures, nonDecreasing } from '../src/index.ts';
import { row } from './measure.ts';

/** Each journey's levels with their measured difficulty (the solver's par), in path order. */
export function benchJourneys(): void {
  console.log('\njourneys: difficulty of each level (the solver figure the levels are ordered by)');
  for (const game of GAMES) {
    const figures = journeyFigures(game).map((level) => level.difficulty);
    row(`journey ${game}: ${figures.length} levels`, nonDecreasing(figures) ? 'non-decreasing' : 'DECREASES', '>= 20 levels, non-decreasing');
    console.log(`  ${game} difficulty: ${figures.join(' ')}`);
  }
}
