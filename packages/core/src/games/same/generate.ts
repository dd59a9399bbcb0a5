import type { Generated } from '../../puzzle.ts';
import type { Rng } from '../../random/rng.ts';
import type { Board, Move } from './board.ts';
import { generateRuns } from './generate-runs.ts';
import { generateSoluble } from './generate-soluble.ts';
import type { Params } from './params.ts';

export const VERSION = 1;
export const VERSIONS = [1] as const;

/** Version 1 boards; a change to either generator's output needs a new version. */
export function generate(rng: Rng, params: Params, version: number): Generated<Board, Move> {
  if (version !== 1) throw new RangeError(`same has no generator v${version}`);
  if (params.generator === 'runs') return { board: generateRuns(rng.fork('runs'), params) };
  const { board, solution } = generateSoluble(rng.fork('soluble'), params);
  return { board, knownSolution: solution };
}
