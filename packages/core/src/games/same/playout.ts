import { CLEAR_BONUS, groupScore } from './board.ts';
import type { Grid } from './grid.ts';
import { Scan } from './scan.ts';
import type { Budget } from './solve-rollouts.ts';

/**
 * Random playouts with the TabuColour policy (Schadd et al., "Single-Player Monte-Carlo Tree
 * Search", 2008): a colour chosen in advance (the one with the most blocks) is played only
 * when nothing else can be, so it gathers into a few big groups that score (n-2)² each.
 * The random stream is a xorshift seeded by the caller: the same seed, the same playouts.
 */
export class Playouts {
  private readonly scan: Scan;
  private readonly stack: Int32Array;
  private readonly choices: Int32Array;
  private state: number;
  /** Cells (`x * rows + h`) of the groups removed by the last playout, in order. */
  readonly cells: Int32Array;
  length = 0;

  constructor(cells: number, colors: number, seed: number) {
    this.scan = new Scan(cells, colors);
    this.stack = new Int32Array(cells);
    this.choices = new Int32Array(cells);
    this.cells = new Int32Array(cells);
    this.state = seed | 0 || 0x2545f491;
  }

  /** Plays `grid` (mutated) to its end; the points made, clearing bonus included. */
  play(grid: Grid, shift: boolean, tabu: number, work: Budget, cost: number): number {
    const { scan, choices, stack } = this;
    let points = 0;
    this.length = 0;
    for (;;) {
      scan.run(grid, shift);
      if (scan.moveCount === 0) break;
      work.nodes += cost;
      let count = 0;
      for (let m = 0; m < scan.moveCount; m++) if (scan.colour[scan.moves[m]!] !== tabu) choices[count++] = scan.moves[m]!;
      if (count === 0) for (let m = 0; m < scan.moveCount; m++) choices[count++] = scan.moves[m]!;
      const id = choices[this.next() % count]!;
      points += groupScore(scan.size[id]!);
      this.cells[this.length++] = scan.first[id]!;
      grid.removeGroupAt(scan.first[id]!, shift, stack);
    }
    return points + (grid.blocks === 0 ? CLEAR_BONUS : 0);
  }

  private next(): number {
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x;
    return x >>> 0;
  }
}
