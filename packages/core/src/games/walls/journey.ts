import { parDifficulty, type Journey } from '../../journey.ts';

/**
 * Twenty boards from 7x4 with 2 walls to 19x9 with 16 walls and 5 checkpoints, rocks growing
 * too. A level unlocks the next when the runner's path reaches four fifths of its par (the
 * solver's best path, rounded down). Difficulty is par, the longest path the solver finds:
 * the levels are ordered by it.
 */
const LEVELS: readonly (readonly [string, number])[] = [
  ['walls.v1.7x4w2c0r0.journey-1', 4],
  ['walls.v1.8x4w3c0r0.journey-2', 5],
  ['walls.v1.9x5w3c0r5.journey-3', 7],
  ['walls.v1.10x6w5c1r10.journey-6', 13],
  ['walls.v1.9x5w4c1r5.journey-4', 14],
  ['walls.v1.10x5w5c1r5.journey-5', 14],
  ['walls.v1.11x6w6c1r10.journey-7', 14],
  ['walls.v1.11x7w7c1r10.journey-8', 24],
  ['walls.v1.12x7w7c2r10.journey-9', 49],
  ['walls.v1.14x8w10c2r10.journey-12', 56],
  ['walls.v1.13x7w9c2r10.journey-11', 64],
  ['walls.v1.13x7w8c2r10.journey-10', 66],
  ['walls.v1.15x9w12c3r10.journey-14', 80],
  ['walls.v1.15x8w11c2r10.journey-13', 84],
  ['walls.v1.16x9w12c3r12.journey-15', 112],
  ['walls.v1.17x9w13c3r12.journey-16', 116],
  ['walls.v1.17x9w14c4r12.journey-17', 125],
  ['walls.v1.18x9w15c4r12.journey-18', 136],
  ['walls.v1.19x9w15c4r12.journey-19', 148],
  ['walls.v1.19x9w16c5r12.journey-20', 196],
];

export const wallsJourney: Journey = {
  grows: 'board size, walls, checkpoints and rocks',
  difficulty: parDifficulty,
  levels: LEVELS.map(([puzzleId, atLeast]) => ({ puzzleId, goal: { kind: 'score', atLeast } })),
};
