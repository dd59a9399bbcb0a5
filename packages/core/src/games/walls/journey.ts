import { parDifficulty, type Journey } from '../../journey.ts';

/**
 * Twenty boards from 7x4 with 3 walls to 19x9 with 16 walls and 5 checkpoints, rocks growing
 * too. A level unlocks the next when the runner's path gains four fifths of what the solver's
 * walls gain over the open board (its path with no wall placed), rounded up: the goal is
 * base + ceil(0.8 * (par - base)), so no level is passed without a well-placed wall (goals
 * of four fifths of par were, on the first levels: their open path already reached them).
 * Difficulty is par, the longest path the solver finds: the levels are ordered by it. The
 * first three boards were chosen among seeded ones whose walls gain 2, 3 and 4 moves
 * (boards of 2-3 walls with no rock gain nothing: any cell of the left column is a start).
 */
const LEVELS: readonly (readonly [string, number])[] = [
  ['walls.v1.7x4w3c0r10.journey-0', 8],
  ['walls.v1.8x5w4c0r10.journey-0', 10],
  ['walls.v1.9x5w4c0r10.journey-0', 12],
  ['walls.v1.10x6w5c1r10.journey-6', 16],
  ['walls.v1.9x5w4c1r5.journey-4', 16],
  ['walls.v1.10x5w5c1r5.journey-5', 17],
  ['walls.v1.11x6w6c1r10.journey-7', 17],
  ['walls.v1.11x7w7c1r10.journey-8', 26],
  ['walls.v1.12x7w7c2r10.journey-9', 53],
  ['walls.v1.14x8w10c2r10.journey-12', 60],
  ['walls.v1.13x7w9c2r10.journey-11', 68],
  ['walls.v1.13x7w8c2r10.journey-10', 72],
  ['walls.v1.15x9w12c3r10.journey-14', 86],
  ['walls.v1.15x8w11c2r10.journey-13', 90],
  ['walls.v1.16x9w12c3r12.journey-15', 122],
  ['walls.v1.17x9w13c3r12.journey-16', 123],
  ['walls.v1.17x9w14c4r12.journey-17', 133],
  ['walls.v1.18x9w15c4r12.journey-18', 147],
  ['walls.v1.19x9w15c4r12.journey-19', 158],
  ['walls.v1.19x9w16c5r12.journey-20', 209],
];

export const wallsJourney: Journey = {
  grows: 'board size, walls, checkpoints and rocks',
  difficulty: parDifficulty,
  levels: LEVELS.map(([puzzleId, atLeast]) => ({ puzzleId, goal: { kind: 'score', atLeast } })),
};
