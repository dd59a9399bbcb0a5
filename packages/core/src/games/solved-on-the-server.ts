/**
 * What a game's `solve.browser.ts` gives in place of its solver: the web app's build swaps it in
 * for `solve.ts` (apps/web/browser-solvers.ts), since the browser never solves (the server
 * authority makes every par and hint), and the search code is most of a game's weight.
 */
export function solvedOnTheServer(...unused: readonly unknown[]): never {
  throw new Error(`Puzzles are solved on the server: this bundle holds no solver (called with ${unused.length} arguments).`);
}
