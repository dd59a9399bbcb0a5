import { EAST, NO_STEP, UNREACHABLE, WEST, type PipeGraph } from './solve-graph.ts';

/** One link of a chain: the cell, and the sides its tile must open. */
export interface Link {
  readonly cell: number;
  readonly entry: number;
  readonly exit: number;
}

export type ChainSearch =
  | { readonly kind: 'found'; readonly cost: number; readonly chain: readonly Link[] }
  | { readonly kind: 'none' }
  | { readonly kind: 'budget' };

/**
 * The cheapest chain from the start to the end, exactly: IDA* (Korf 1985) over simple paths.
 * The relaxed distances `toEnd` let a chain cross itself, so they never overestimate; the
 * `onChain` marks forbid a second visit to a cell, which no tile could serve twice.
 * Bounded by `maxNodes` expanded states in all iterations together.
 */
export function cheapestChain(graph: PipeGraph, maxNodes: number): ChainSearch {
  const { cells, start, end, first, neighbour, stepCost, toEnd } = graph;
  const onChain = new Uint8Array(cells);
  const links: Link[] = [];
  let nodes = 0;
  let nextBound = UNREACHABLE;
  let outOfBudget = false;

  const extend = (cell: number, entry: number, spent: number, bound: number): boolean => {
    if (++nodes > maxNodes) {
      outOfBudget = true;
      return false;
    }
    const base = (cell * 4 + entry) * 4;
    // At most three ways out; try the most promising first.
    const exits: number[] = [];
    const totals: number[] = [];
    for (let exit = 0; exit < 4; exit++) {
      const cost = stepCost[base + exit]!;
      if (cost === NO_STEP) continue;
      const there = neighbour[cell * 4 + exit]!;
      if (there < 0 || there === start || onChain[there] === 1) continue;
      if (there === end && exit !== EAST) continue;
      const total = spent + cost + (there === end ? 0 : toEnd[there * 4 + ((exit + 2) & 3)]!);
      if (total > bound) {
        if (total < nextBound) nextBound = total;
        continue;
      }
      let at = exits.length;
      while (at > 0 && totals[at - 1]! > total) at--;
      exits.splice(at, 0, exit);
      totals.splice(at, 0, total);
    }
    for (const exit of exits) {
      const there = neighbour[cell * 4 + exit]!;
      const cost = stepCost[base + exit]!;
      links.push({ cell, entry, exit });
      if (there === end) return true;
      onChain[there] = 1;
      if (extend(there, (exit + 2) & 3, spent + cost, bound)) return true;
      onChain[there] = 0;
      links.pop();
      if (outOfBudget) return false;
    }
    return false;
  };

  let bound = toEnd[first * 4 + WEST]!;
  if (bound >= UNREACHABLE) return { kind: 'none' };
  onChain[first] = 1;
  for (;;) {
    nextBound = UNREACHABLE;
    if (extend(first, WEST, 0, bound)) return { kind: 'found', cost: bound, chain: links };
    if (outOfBudget) return { kind: 'budget' };
    // Nothing was cut off by the bound: every simple chain has been tried.
    if (nextBound >= UNREACHABLE) return { kind: 'none' };
    bound = nextBound;
  }
}

/**
 * Any chain, not necessarily the cheapest: a depth-first dive along the relaxed distances,
 * for when the exact search runs out of work. States that led nowhere are not retried, so it
 * takes at most a few steps per state (and may, rarely, miss a chain that exists).
 */
export function someChain(graph: PipeGraph): ChainSearch {
  const { cells, start, end, first, neighbour, stepCost, toEnd } = graph;
  const onChain = new Uint8Array(cells);
  const deadEnd = new Uint8Array(cells * 4);
  const links: Link[] = [];
  let cost = 0;

  const extend = (cell: number, entry: number): boolean => {
    deadEnd[cell * 4 + entry] = 1;
    const base = (cell * 4 + entry) * 4;
    const exits = [0, 1, 2, 3].filter((exit) => {
      const there = neighbour[cell * 4 + exit]!;
      if (stepCost[base + exit] === NO_STEP || there < 0 || there === start) return false;
      if (there === end) return exit === EAST;
      return onChain[there] === 0 && deadEnd[there * 4 + ((exit + 2) & 3)] === 0;
    });
    const rank = (exit: number) => {
      const there = neighbour[cell * 4 + exit]!;
      return stepCost[base + exit]! + (there === end ? 0 : toEnd[there * 4 + ((exit + 2) & 3)]!);
    };
    exits.sort((a, b) => rank(a) - rank(b));
    for (const exit of exits) {
      const there = neighbour[cell * 4 + exit]!;
      links.push({ cell, entry, exit });
      cost += stepCost[base + exit]!;
      if (there === end) return true;
      onChain[there] = 1;
      if (extend(there, (exit + 2) & 3)) return true;
      onChain[there] = 0;
      cost -= stepCost[base + exit]!;
      links.pop();
    }
    return false;
  };

  if (toEnd[first * 4 + WEST]! >= UNREACHABLE) return { kind: 'none' };
  onChain[first] = 1;
  return extend(first, WEST) ? { kind: 'found', cost, chain: links } : { kind: 'none' };
}
