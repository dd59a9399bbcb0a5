import { cleanHandle, handleProblem, Limits } from '@gridrace/protocol';
import unhomoglyph from 'unhomoglyph';

/**
 * Handles' comparison key (docs/accounts.md#handles): two handles that a reader could take for
 * one another share a key, and `players.handle_key` is unique, so only one of them can exist.
 *
 * The key is Unicode's confusable skeleton (UTS #39 §4: NFD, each character mapped by
 * confusables.txt, NFD again) of the case-folded handle, folded once more:
 * - folded first, so `Alice` and `ALICE` are `alice`;
 * - the skeleton maps `а` (Cyrillic) to `a`, `1` to `l`, `rn` and `m` to one key...;
 * - folded again, because the skeleton's targets may be capitals (`0` becomes `O`), so `0ne` and `one` meet.
 *
 * The mapping is the `unhomoglyph` package's (nodeca: Unicode's confusables.txt as a table, no
 * dependencies, widely used for exactly this); it maps characters only, so the NFD on either
 * side, which makes it the skeleton, is done here. Its table is Unicode 13's confusables.txt;
 * later versions added few entries, and a newer table only ever merges more keys (a handle
 * that becomes confusable with an existing one keeps its account; new sign-ups are refused).
 */
export function handleKey(handle: string): string {
  return fold(skeleton(fold(handle.normalize('NFC'))));
}

/** UTS #39's skeleton(X): NFD, map each character by confusables.txt, NFD. */
export function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD');
}

/**
 * Unicode's full case folding as JavaScript has it: upper then lower case, so `ß` folds to `ss`
 * and a final `ς` to `σ` as `toLowerCase` alone would not; neutral of the server's locale.
 */
const fold = (text: string): string => text.toUpperCase().toLowerCase();

/** A handle as written, cleaned (NFC) and checked; its key. Throws nothing: a refusal is `{problem}`. */
export function parseHandle(raw: string): { readonly handle: string; readonly key: string } | { readonly problem: string } {
  if (raw.length > 8 * Limits.handle.max) return { problem: `a handle has at most ${Limits.handle.max} characters` };
  const handle = cleanHandle(raw);
  const problem = handleProblem(handle);
  return problem === null ? { handle, key: handleKey(handle) } : { problem };
}
