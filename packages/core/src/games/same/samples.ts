import type { Samples } from '../../puzzle.ts';
import type { Params } from './params.ts';

export const sameSamples: Samples<Params> = {
  small: { cols: 6, rows: 6, colors: 3, generator: 'soluble' },
  bench: {},
  load: [{ params: {}, label: 'same' }],
};
