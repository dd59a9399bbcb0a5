import type { Samples } from '../../puzzle.ts';
import type { Params } from './params.ts';

export const sameSamples: Samples<Params> = {
  small: { cols: 6, rows: 6, colors: 3, generator: 'soluble' },
  bench: {},
  load: [{ params: {}, label: 'same' }],
  // A short search (par's is a seventh of a second): it clears about two boards in five; on the
  // others its best-scoring line is played until no group is left (`stuck`).
  racerSearch: 5_000,
};
