/**
 * The work bounds of same's solver, apart from the solver itself: the rules carry them
 * everywhere, while the search code runs only where pars and hints are made (the server, tools).
 */

/**
 * Work before the solver gives up, in units of about one small position made (a position
 * of n blocks costs 1 + n/128 units: finding its groups is linear in its blocks). About
 * 5 µs a unit, so a fruitless search on a full 25x40 board ends in about half a second.
 */
export const DEFAULT_MAX_NODES = 100_000;

/**
 * Work for the points search after a clearing was looked for, by default: a tenth more,
 * so par stays about as quick as it was. A best-known score (the standard 15x15 set in the
 * bench) takes a bigger `maxNodes`; the clearing search keeps its default share of it and
 * the rest goes to points.
 */
export const DEFAULT_SCORE_NODES = 10_000;

/**
 * A hint's search off the known line: about 0.1 s. It finds a clearing of most 15x15 and
 * smaller boards; on a full 25x40 board it often finds none (then no hint is known now).
 */
export const HINT_MAX_NODES = 20_000;

/**
 * The work behind a best-known score (the bench's standard 15x15 boards: 70,594 points,
 * 20 / 20 cleared, about 13 s of CPU each here, under 20 s). Par keeps the default bound.
 * Half of it goes to beams from the start (up to width 8 a longer search only adds beams;
 * past them the last beams are sized to the work, so a little more work can make a
 * different line), half to re-searching the best line's suffixes (`REFINE_SHARE`).
 */
export const BEST_SCORE_NODES = 28_000_000;
