import { EAST, NO_STEP, UNREACHABLE, WEST, type PipeGraph } from './solve-graph.ts';

/** One link of a chain: the cell, and the sides its tile must open. */
export interface Link {
  readonly cell: number;
  readonly entry: number;
  readonly exit: number;
}

export type ChainSearch = { readonly kind: 'found'; readonly cost: number; readonly chain: readonly Link[] } | { readonly kind: 'none' } | { readonly kind: 'budget' };

/**
 * The cheapest chain from the start to the end, exactly: IDA* (Korf 1985) over simple paths.
 * The relaxed distances `toEnd` let a chain cross itself, so they never overestimate; the
 * `onChain` marks forbid a second visit to a cell, which no tile could serve twice.
 * Each node also re-runs the relaxed search around the cells already on the chain (A*
 * guided by `toEnd`, cut at the bound), which prunes chains that have walled themselves
 * off; that is what keeps unsolvable or twisty boards from blowing up.
 * Bounded by `maxWork`: search nodes plus relaxed-search expansions, over all iterations.
 */
export function cheapestChain(graph: PipeGraph, maxWork: number): ChainSearch {
  const { cells, start, end, first, neighbour, stepCost, toEnd } = graph;
  const onChain = new Uint8Array(cells);
  const links: Link[] = [];
  const goal = end * 4 + WEST;
  const epochOf = new Int32Array(cells * 4);
  const spentTo = new Int32Array(cells * 4);
  const buckets: number[][] = [];
  let epoch = 0;
  let work = 0;
  let nextBound = UNREACHABLE;
  let outOfBudget = false;

  /** Fewest turns from a state to the end avoiding the chain: exact up to `limit`, else limit + 1 (or UNREACHABLE). */
  const costToEnd = (state: number, limit: number): number => {
    const floor = toEnd[state]!;
    if (floor >= UNREACHABLE) return UNREACHABLE;
    if (floor > limit) return limit + 1;
    epoch++;
    for (let i = 0; i <= limit - floor; i++) (buckets[i] ??= []).length = 0;
    epochOf[state] = epoch;
    spentTo[state] = 0;
    buckets[0]!.push(state);
    let cut = false;
    for (let above = 0; above <= limit - floor; above++) {
      const bucket = buckets[above]!;
      // Last in, first out among equals: dives along tight steps straight to the end.
      while (bucket.length > 0) {
        const here = bucket.pop()!;
        const spent = spentTo[here]!;
        if (spent + toEnd[here]! !== floor + above) continue; // superseded by a cheaper way here
        if (here === goal) return spent;
        work++;
        const cell = here >> 2;
        const base = here * 4;
        for (let exit = 0; exit < 4; exit++) {
          const cost = stepCost[base + exit]!;
          if (cost === NO_STEP) continue;
          const there = neighbour[cell * 4 + exit]!;
          if (there < 0 || there === start || onChain[there] === 1) continue;
          if (there === end && exit !== EAST) continue;
          const next = there * 4 + ((exit + 2) & 3);
          const total = spent + cost + toEnd[next]!;
          if (total > limit) {
            if (toEnd[next]! < UNREACHABLE) cut = true;
            continue;
          }
          if (epochOf[next] === epoch && spentTo[next]! <= spent + cost) continue;
          epochOf[next] = epoch;
          spentTo[next] = spent + cost;
          buckets[total - floor]!.push(next);
        }
      }
    }
    return cut ? limit + 1 : UNREACHABLE;
  };

  const extend = (cell: number, entry: number, spent: number, bound: number): boolean => {
    if (++work > maxWork) {
      outOfBudget = true;
      return false;
    }
    const base = (cell * 4 + entry) * 4;
    // A straight has one way out, a corner two; try the cheaper first.
    let better = -1;
    let worse = -1;
    let betterTotal = 0;
    for (let exit = 0; exit < 4; exit++) {
      const cost = stepCost[base + exit]!;
      if (cost === NO_STEP) continue;
      const there = neighbour[cell * 4 + exit]!;
      if (there < 0 || there === start || onChain[there] === 1) continue;
      if (there === end && exit !== EAST) continue;
      const total = spent + cost + (there === end ? 0 : costToEnd(there * 4 + ((exit + 2) & 3), bound - spent - cost));
      if (total > bound) {
        if (total < nextBound) nextBound = total;
      } else if (better < 0 || total < betterTotal) {
        worse = better;
        better = exit;
        betterTotal = total;
      } else {
        worse = exit;
      }
    }
    for (const exit of [better, worse]) {
      if (exit < 0) continue;
      const there = neighbour[cell * 4 + exit]!;
      links.push({ cell, entry, exit });
      if (there === end) return true;
      onChain[there] = 1;
      if (extend(there, (exit + 2) & 3, spent + stepCost[base + exit]!, bound)) return true;
      onChain[there] = 0;
      links.pop();
      if (outOfBudget) return false;
    }
    return false;
  };

  onChain[first] = 1;
  // No chain costs more than two turns per cell.
  let bound = costToEnd(first * 4 + WEST, 2 * cells);
  if (bound >= UNREACHABLE) return { kind: 'none' };
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
