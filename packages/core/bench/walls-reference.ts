/**
 * Child process of the walls bench: the reference search (30 times the default work) on
 * the boards named in its message, answered with their scores. Separate processes so both
 * cores work on these long searches; each search is single-threaded and deterministic.
 */
import { bestLayout, DEFAULT_MAX_NODES } from '../src/games/walls/solve.ts';
import { wallsBase, type BenchPreset } from './walls-boards.ts';

export const REFERENCE_FACTOR = 30;

export interface ReferenceJob {
  readonly preset: BenchPreset;
  readonly seed: string;
}

process.once('message', (jobs: ReferenceJob[]) => {
  const scores = jobs.map(({ preset, seed }) => bestLayout(wallsBase(preset, seed), DEFAULT_MAX_NODES * REFERENCE_FACTOR).layout.score);
  process.send?.(scores, () => process.exit(0));
});
