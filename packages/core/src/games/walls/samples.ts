import type { Samples } from '../../puzzle.ts';
import type { Params } from './params.ts';

export const wallsSamples: Samples<Params> = {
  small: { cols: 7, rows: 5, walls: 2, checkpoints: 1, rocks: 0.1 },
  bench: { preset: 'complex' },
  load: [{ params: { preset: 'simple' }, label: 'walls simple' }],
  // One short anneal, a hundredth of par's work (a second of CPU a board): it scores within a few moves of par.
  racerSearch: 1_000_000,
};
