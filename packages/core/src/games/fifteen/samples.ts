import type { Samples } from '../../puzzle.ts';
import type { Params } from './params.ts';

// The load tool races a 3x3 (about 20 moves) beside a 4x4 (40-60): races of tens of seconds at a human pace.
export const fifteenSamples: Samples<Params> = {
  small: { size: 3 },
  bench: { size: 4 },
  load: [
    { params: { size: 3 }, label: 'fifteen 3x3' },
    { params: { size: 4 }, label: 'fifteen 4x4' },
  ],
};
