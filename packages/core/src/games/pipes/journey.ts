import { parDifficulty, solveLevels, type Journey } from '../../journey.ts';

/**
 * Twenty boards from 3x2 to 15x10, each solved to unlock the next. Difficulty is par, the
 * exact fewest rotations that connect start to end: each level's board is the first seed
 * (`journey-<level>-<k>`, k from 0 to 59) whose par is the lowest above the previous
 * level's, so par grows by one a level, 1 to 20 (a run of equal pars at the start made the
 * first six levels one rotation each).
 */
export const pipesJourney: Journey = {
  grows: 'board size and the fewest rotations that connect it',
  difficulty: parDifficulty,
  levels: solveLevels([
    'pipes.v1.3x2.journey-1',
    'pipes.v1.4x2.journey-2-2',
    'pipes.v1.4x3.journey-3-3',
    'pipes.v1.5x3.journey-4-2',
    'pipes.v1.5x4.journey-5-19',
    'pipes.v1.6x4.journey-6-10',
    'pipes.v1.6x5.journey-7',
    'pipes.v1.7x5.journey-8-33',
    'pipes.v1.8x5.journey-9-4',
    'pipes.v1.8x6.journey-10',
    'pipes.v1.9x6.journey-11-1',
    'pipes.v1.9x7.journey-12-14',
    'pipes.v1.10x7.journey-13-3',
    'pipes.v1.10x8.journey-14-6',
    'pipes.v1.11x8.journey-15',
    'pipes.v1.12x8.journey-16-16',
    'pipes.v1.12x9.journey-17-10',
    'pipes.v1.13x9.journey-18-7',
    'pipes.v1.14x10.journey-19',
    'pipes.v1.15x10.journey-20-8',
  ]),
};
