/**
 * The work bounds of fifteen's solver, apart from the solver itself: the rules carry them
 * everywhere, while the search code runs only where pars and hints are made (the server, tools).
 */

/**
 * Random 4x4 boards finish optimally well within this: the hardest of Korf's 100 takes 2.7M
 * nodes, the hardest of 300 generated boards 6.6M. Only freak positions (the two 80-move
 * ones take 420M and 590M) fall back to a non-optimal par.
 */
export const DEFAULT_MAX_NODES = 50_000_000;

/**
 * A hint's work off the known line, all of it (searches and the reduction's placements): a
 * 4x4 is mostly solved optimally within its half of it (median about 100,000 nodes); past
 * that, and on bigger boards, the layer-by-layer reduction answers, which takes some 150,000
 * to 700,000 placement states on a 5x5 or 6x6 far off the line. Past the whole, no hint.
 */
export const HINT_MAX_NODES = 1_000_000;

/**
 * Positions per layer of the 5x5 beam: about 2.2 children made per position and move, so a
 * random 5x5 (about 100 moves) takes some 2.6 million nodes, about a second here.
 */
export const BEAM_WIDTH_5X5 = 12_000;
