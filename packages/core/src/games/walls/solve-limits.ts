/**
 * The work bounds of walls's solver, apart from the solver itself: the rules carry them
 * everywhere, while the search code runs only where pars and hints are made (the server, tools).
 */

/**
 * The search's work by default, in cells searched (a runner evaluation on a `complex`
 * board searches some 400): about 0.6 s of CPU on a `complex` board here (2 cores, shared;
 * 0.8 s in the same runs before `Chokes` kept distances as stamps and the heat bath its
 * recent scorings, which left every result and work count as it was).
 */
export const DEFAULT_MAX_NODES = 100_000_000;

/**
 * A hint's search, only while par is not known yet (with par, `hintToward` needs none): about
 * 0.1 s on a `complex` board, a layout a little shorter than par's.
 */
export const HINT_MAX_NODES = 5_000_000;
