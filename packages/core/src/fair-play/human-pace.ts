/**
 * What people can do in a game (docs/fair-play.md#plausibility): the figures a run's timing is
 * judged against. Each game states its own (`pace.ts` in its folder), with its sources.
 */
export interface HumanPace<P> {
  /**
   * The shortest median interval between requests that people keep up over a whole run, in ms:
   * a run whose typical interval is shorter was not played by hand.
   */
  readonly floorMs: number;
  /**
   * The fastest time people are known to finish a board of these params in (a ceiling below the
   * records the game's speed community publishes, or derived where it has none), given the
   * board's par when known; null when no ceiling applies (a game ranked by score, not time).
   */
  bestMs(params: P, par: number | null): number | null;
}
