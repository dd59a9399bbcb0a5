import { parDifficulty, solveLevels, type Journey } from '../../journey.ts';

/**
 * Twenty boards from 3x2 to 15x10, each solved to unlock the next. Difficulty is par, the
 * exact fewest rotations that connect start to end: each level's board was the seed with the
 * lowest par not below the previous level's.
 */
export const pipesJourney: Journey = {
  grows: 'board size and the fewest rotations that connect it',
  difficulty: parDifficulty,
  levels: solveLevels([
    'pipes.v1.3x2.journey-1',
    'pipes.v1.4x2.journey-2',
    'pipes.v1.4x3.journey-3-2',
    'pipes.v1.5x3.journey-4-10',
    'pipes.v1.5x4.journey-5-4',
    'pipes.v1.6x4.journey-6-6',
    'pipes.v1.6x5.journey-7-1',
    'pipes.v1.7x5.journey-8-1',
    'pipes.v1.8x5.journey-9-6',
    'pipes.v1.8x6.journey-10-4',
    'pipes.v1.9x6.journey-11-6',
    'pipes.v1.9x7.journey-12-5',
    'pipes.v1.10x7.journey-13-7',
    'pipes.v1.10x8.journey-14-3',
    'pipes.v1.11x8.journey-15-4',
    'pipes.v1.12x8.journey-16-1',
    'pipes.v1.12x9.journey-17',
    'pipes.v1.13x9.journey-18-3',
    'pipes.v1.14x10.journey-19-1',
    'pipes.v1.15x10.journey-20-5',
  ]),
};
