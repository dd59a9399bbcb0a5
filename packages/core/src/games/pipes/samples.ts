import type { Samples } from '../../puzzle.ts';
import type { Params } from './params.ts';

export const pipesSamples: Samples<Params> = {
  small: { cols: 5, rows: 4 },
  bench: {},
  load: [{ params: {}, label: 'pipes 6x4' }],
};
