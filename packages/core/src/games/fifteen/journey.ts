import { parDifficulty, solveLevels, type Journey } from '../../journey.ts';

/**
 * Ten 3x3 boards, then ten 4x4, each solved to unlock the next. Difficulty is par, the
 * optimal number of moves (IDA*, proven for both sizes): within a size, levels were chosen
 * from seeded boards and ordered by it.
 */
export const fifteenJourney: Journey = {
  grows: 'board size and the fewest moves that solve it',
  difficulty: parDifficulty,
  levels: solveLevels([
    'fifteen.v1.3.journey-3-8',
    'fifteen.v1.3.journey-3-6',
    'fifteen.v1.3.journey-3-7',
    'fifteen.v1.3.journey-3-9',
    'fifteen.v1.3.journey-3-2',
    'fifteen.v1.3.journey-3-3',
    'fifteen.v1.3.journey-3-4',
    'fifteen.v1.3.journey-3-10',
    'fifteen.v1.3.journey-3-5',
    'fifteen.v1.3.journey-3-1',
    'fifteen.v1.4.journey-4-8',
    'fifteen.v1.4.journey-4-7',
    'fifteen.v1.4.journey-4-5',
    'fifteen.v1.4.journey-4-4',
    'fifteen.v1.4.journey-4-10',
    'fifteen.v1.4.journey-4-1',
    'fifteen.v1.4.journey-4-6',
    'fifteen.v1.4.journey-4-3',
    'fifteen.v1.4.journey-4-2',
    'fifteen.v1.4.journey-4-9',
  ]),
};
