import type { Rng } from '../../random/rng.ts';
import type { Block, Board } from './board.ts';
import { fromColumns } from './board.ts';
import type { Params } from './params.ts';
import { shapeOf, type Outline } from './outline.ts';

/**
 * The `runs` generator: every column is filled bottom-up with runs of one colour, each of a
 * random length 1..maxRun (cut off at the top). A run's colour differs from the run below
 * it, so the runs stay visible as columns of colour rather than merging. On a shaped
 * board each column's run of shape cells is filled the same way, from its floor up.
 */
export function generateRuns(rng: Rng, params: Params): Board {
  const { cols, rows, colors, maxRun } = params;
  const outline: Outline = shapeOf(params);
  const columns: Block[][] = [];
  for (let x = 0; x < cols; x++) {
    const stack: Block[] = [];
    const room = outline.spans.room[x] ?? rows;
    let below = -1;
    while (stack.length < room) {
      const choices = [...Array(colors).keys()].filter((c) => c !== below);
      const colour = rng.pick(choices);
      const length = Math.min(rng.int(1, maxRun), room - stack.length);
      for (let i = 0; i < length; i++) stack.push(colour);
      below = colour;
    }
    columns.push(stack);
  }
  return fromColumns(cols, rows, colors, columns, outline.shaped);
}
