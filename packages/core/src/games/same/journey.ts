import { parDifficulty, solveLevels, type Journey } from '../../journey.ts';

/**
 * Twenty soluble boards from 5x5 with 3 colours to an 18x16 arch with 5, shapes among them,
 * each cleared to unlock the next. Difficulty is par, the moves of the generator's clearing
 * (it grows with the blocks and the colours): the levels are ordered by it.
 */
export const sameJourney: Journey = {
  grows: 'board size, colours and shapes',
  difficulty: parDifficulty,
  levels: solveLevels([
    'same.v1.5x5c3s.journey-1',
    'same.v1.6x5c3s.journey-2',
    'same.v1.9x8c3sdiamond.journey-7',
    'same.v1.6x6c3s.journey-3',
    'same.v1.7x6c3s.journey-4',
    'same.v1.8x7c3sheart.journey-5',
    'same.v1.10x9c3scross.journey-10',
    'same.v1.8x7c3s.journey-6',
    'same.v1.8x8c3s.journey-8',
    'same.v1.10x8c3scircle.journey-9',
    'same.v1.10x10c3sheart.journey-11',
    'same.v1.12x12c4sdiamond.journey-13',
    'same.v1.12x10c4sarch.journey-14',
    'same.v1.11x10c4s.journey-12',
    'same.v1.15x13c4scross.journey-17',
    'same.v1.14x12c4sheart.journey-16',
    'same.v1.13x12c4scircle.journey-15',
    'same.v1.15x15c4sheart.journey-18',
    'same.v1.16x15c5scircle.journey-19',
    'same.v1.18x16c5sarch.journey-20',
  ]),
};
